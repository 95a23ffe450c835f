import Foundation
import UICore

/// One line of the replay trace (docs/interfaces.md): virtual time, event name and its fields.
public struct TraceEvent: Equatable, Sendable {
    /// A JSON value of a trace field.
    public enum Value: Equatable, Sendable {
        case string(String), number(Double), bool(Bool), null

        /// 2^53: every integer of smaller magnitude is exact in a `Double` (IEEE 754 binary64's
        /// 53-bit significand), so printing it as an `Int64` loses nothing.
        static let exactIntegerLimit = 9_007_199_254_740_992.0

        var json: String {
            switch self {
            case .string(let s): return JSONText.quote(s)
            case .number(let d):
                // Integral values print as JSON integers (`"pid":4711`, `"entries":2`, `"offset":120`),
                // as a JSON writer would; 2^53 bounds the integers a Double holds exactly. Others
                // print Swift's shortest round-tripping form (`1.5`).
                if d == d.rounded(), abs(d) < Self.exactIntegerLimit { return String(Int64(d)) }
                return d.isFinite ? "\(d)" : "null"
            case .bool(let b): return b ? "true" : "false"
            case .null: return "null"
            }
        }
    }

    public var event: String
    public var fields: [(String, Value)]

    public init(_ event: String, _ fields: [(String, Value)]) { self.event = event; self.fields = fields }

    /// The JSON line, with `t` in virtual milliseconds first.
    public func jsonLine(milliseconds: Int) -> String {
        var parts = ["\"t\":\(milliseconds)", "\"event\":\(JSONText.quote(event))"]
        for (k, v) in fields { parts.append("\(JSONText.quote(k)):\(v.json)") }
        return "{" + parts.joined(separator: ",") + "}"
    }

    public static func == (a: TraceEvent, b: TraceEvent) -> Bool { a.jsonLine(milliseconds: 0) == b.jsonLine(milliseconds: 0) }
}

