/// A value an ``AppStorage`` property keeps: the kinds SwiftUI's `@AppStorage` stores.
///
/// `URL`s are kept as their absolute strings, `RawRepresentable` values as their raw `Int` or
/// `String`. As JSON each is an object of one member naming its kind (`{"bool": true}`,
/// `{"data": [1, 2]}`), so a kept `1` is never read back as `true`.
public enum AppStorageValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Bytes (SwiftUI's `Data`).
    case data([UInt8])

    private enum Kind: String, CodingKey { case bool, int, double, string, data }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Kind.self)
        guard c.allKeys.count == 1, let kind = c.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                                                    debugDescription: "a kept value names one kind: bool, int, double, string or data"))
        }
        switch kind {
        case .bool: self = .bool(try c.decode(Bool.self, forKey: kind))
        case .int: self = .int(try c.decode(Int.self, forKey: kind))
        case .double: self = .double(try c.decode(Double.self, forKey: kind))
        case .string: self = .string(try c.decode(String.self, forKey: kind))
        case .data: self = .data(try c.decode([UInt8].self, forKey: kind))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Kind.self)
        switch self {
        case .bool(let v): try c.encode(v, forKey: .bool)
        case .int(let v): try c.encode(v, forKey: .int)
        case .double(let v): try c.encode(v, forKey: .double)
        case .string(let v): try c.encode(v, forKey: .string)
        case .data(let v): try c.encode(v, forKey: .data)
        }
    }
}
