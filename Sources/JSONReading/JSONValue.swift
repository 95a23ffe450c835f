/// A JSON value read by ``JSONReader``, with the line each value starts on, so validators can
/// name `FILE:LINE` in their one-line errors.
public struct JSONValue: Sendable, Hashable {
    /// What the value is.
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number; values beyond Double's range read as ±infinity (validators reject them by name).
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order (keys are unique: the reader rejects duplicates).
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue
        /// A member.
        public init(key: String, value: JSONValue) { self.key = key; self.value = value }
    }

    /// The value.
    public var kind: Kind
    /// The 1-based line the value starts on.
    public var line: Int

    /// A value starting on `line`.
    public init(_ kind: Kind, line: Int = 1) { self.kind = kind; self.line = line }

    /// The member `key` of an object (nil for other kinds or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Whether the value is anything but JSON null (a null key counts as absent).
    public var isPresent: Bool { if case .null = kind { false } else { true } }

    /// The number, when the value is one.
    public var number: Double? { if case .number(let n) = kind { n } else { nil } }
    /// The string, when the value is one.
    public var string: String? { if case .string(let s) = kind { s } else { nil } }
    /// The boolean, when the value is one.
    public var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    /// The elements, when the value is an array.
    public var array: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    /// The members, when the value is an object.
    public var members: [Member]? { if case .object(let m) = kind { m } else { nil } }

    /// A short name of the value's kind, for messages ("a number", "an object").
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
