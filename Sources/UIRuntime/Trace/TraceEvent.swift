import Foundation
import UICore

/// One line of the replay trace (INTERFACES.md): virtual time, event name and its fields.
public struct TraceEvent: Equatable, Sendable {
    /// A JSON value of a trace field.
    public enum Value: Equatable, Sendable {
        case string(String), number(Double), bool(Bool), null

        var json: String {
            switch self {
            case .string(let s): return JSONText.quote(s)
            case .number(let d):
                return d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : "\(d)"
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

