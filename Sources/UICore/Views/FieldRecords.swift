@_spi(Reflection) import Swift

/// The one place that reads a type's stored-field records through the standard library's
/// underscored reflection API (`_forEachField(of:options:body:)`, behind
/// `@_spi(Reflection)`): each stored property's name, byte offset and declared type.
/// ``ViewPreparation`` builds its per-type plans from it; nothing else touches the SPI.
///
/// The API is not public and could change. ``isTrustworthy`` checks, once, that its offsets are
/// the ones `MemoryLayout.offset(of:)` gives for a probe struct; when they are not, ``fields(of:)``
/// answers nil and every view is reflected with a `Mirror` instead (slower, never wrong).
/// `FieldRecordsTests` fails loudly when the check does not hold.
enum FieldRecords {
    /// One stored property.
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
    }

    /// The stored properties of the struct `type`, in declaration order; nil when the records
    /// cannot be listed, or their layout cannot be trusted (``isTrustworthy``).
    static func fields(of type: Any.Type) -> [Field]? {
        guard isTrustworthy, kind(of: type) == .struct else { return nil }
        return listed(type)
    }

    /// What kind of type a type is, read from the first word of its metadata (the metadata
    /// kinds are part of Swift's stable ABI: `MetadataKind` in the runtime's `MetadataKind.def`).
    enum Kind {
        case `struct`, `enum`, optional, `class`, tuple, function, existential, other
    }

    /// The kind of `type`.
    static func kind(of type: Any.Type) -> Kind {
        let raw = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
        switch raw {
        case 0: return .class
        case 0x200: return .struct
        case 0x201: return .enum
        case 0x202: return .optional
        case 0x301: return .tuple
        case 0x302: return .function
        case 0x303: return .existential
        // Above the last kind the word is an isa pointer: a class (Objective-C runtimes).
        case 0x800...: return .class
        default: return .other
        }
    }

    /// The nominal type descriptor of a struct, enum or optional type: one address per
    /// declaration, shared by every specialisation of a generic type (`State<Int>` and
    /// `State<String>` give the same). Read from the second word of the type's metadata (a value
    /// type's metadata is its kind, then its description: `TargetValueMetadata` in Swift's stable
    /// ABI); nil for other kinds.
    static func descriptor(of type: Any.Type) -> UnsafeRawPointer? {
        switch kind(of: type) {
        case .struct, .enum, .optional:
            return UnsafeRawPointer(unsafeBitCast(type, to: UnsafePointer<UnsafeRawPointer>.self)[1])
        default:
            return nil
        }
    }

    /// The type an optional type wraps: the first generic argument of its metadata, which a
    /// value type's metadata holds from its third word on (Swift's stable ABI); nil for other kinds.
    static func wrappedType(ofOptional type: Any.Type) -> Any.Type? {
        guard kind(of: type) == .optional else { return nil }
        return unsafeBitCast(type, to: UnsafePointer<Any.Type>.self)[2]
    }

    /// The records as the standard library gives them, unchecked.
    static func listed(_ type: Any.Type) -> [Field]? {
        var fields: [Field] = []
        let ok = _forEachField(of: type) { name, offset, fieldType, _ in
            fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
            return true
        }
        return ok ? fields : nil
    }

    /// A struct with padding, a reference, an existential and a generic field, whose offsets
    /// `MemoryLayout` knows.
    struct Probe {
        var flag: Bool
        var number: Int64
        var text: String
        var small: UInt8
        var any: Any
        var list: [Double]
        var object: AnyObject?
    }

    /// Whether the records name the probe's fields in order, with the offsets and types the
    /// compiler laid them out at.
    static let isTrustworthy: Bool = {
        guard let fields = listed(Probe.self) else { return false }
        let expected: [(String, Int?, Any.Type)] = [
            ("flag", MemoryLayout<Probe>.offset(of: \.flag), Bool.self),
            ("number", MemoryLayout<Probe>.offset(of: \.number), Int64.self),
            ("text", MemoryLayout<Probe>.offset(of: \.text), String.self),
            ("small", MemoryLayout<Probe>.offset(of: \.small), UInt8.self),
            ("any", MemoryLayout<Probe>.offset(of: \.any), Any.self),
            ("list", MemoryLayout<Probe>.offset(of: \.list), [Double].self),
            ("object", MemoryLayout<Probe>.offset(of: \.object), AnyObject?.self),
        ]
        return fields.count == expected.count && zip(fields, expected).allSatisfy { field, want in
            field.name == want.0 && field.offset == want.1 && ObjectIdentifier(field.type) == ObjectIdentifier(want.2)
        }
    }()
}
