import Foundation

/// A parsed JSON value, for validating scenarios with precise messages (internal).
enum JSONValue: Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let b = try? container.decode(Bool.self) { self = .bool(b); return }
        if let n = try? container.decode(Double.self) { self = .number(n); return }
        if let s = try? container.decode(String.self) { self = .string(s); return }
        if let a = try? container.decode([JSONValue].self) { self = .array(a); return }
        do {
            self = .object(try container.decode([String: JSONValue].self))
        } catch DecodingError.typeMismatch(_, let context) where context.debugDescription.contains("number") {
            // A number Double cannot hold (such as 1e999): keep it as a non-finite number so the
            // validator names the key instead of calling the whole file invalid.
            self = .number(.infinity)
        }
    }

    /// A short name of the value's kind, for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
