/// Whether two closures stored in a view's inputs are the same input: made by the same code from
/// the same captured values (``ViewInputs``).
///
/// A closure a parent's `body` makes afresh each time it runs is a new object, and is no change
/// by itself: rows handed `{ playing = programme.title }` are kept while the programme is the
/// same. But a closure that captured something else — a value the parent worked out from its
/// state, the element a `ForEach` row was made for — is a changed input: the view that calls it
/// in its `body` shows what it returns, and one that keeps it runs it when pressed. Such a
/// view is evaluated again, as SwiftUI evaluates a view whose closures it cannot prove equal.
///
/// A Swift closure is a function and a context object holding its captures. Two closures are
/// the same input when the functions are the same and the contexts are the same object, or when
/// they hold equal captures: the context's metadata says where the captures begin, and its
/// capture descriptor (the reflection record the compiler emits for every closure context,
/// which debuggers read) names each capture's type, whose size and alignment place the next.
/// Each capture compares as a view's stored property of its type does (``ViewInputs``): a
/// captured `self` field by field without its `@State` (whose reads are noted), values by `==`,
/// observed objects by identity, captured closures the same way as these. Whatever cannot be
/// proven so — generic captures, boxed variables, an object nothing observes, a context that is
/// itself the one object captured — compares unequal, and the view is evaluated again. A lone
/// captured `var` is the context itself (its box, described like a context holding its value):
/// two such closures compare by the variable's value, since they behave alike while it is the
/// same.
enum ClosureCaptures {
    /// Whether the thick functions (function pointer, then context) at `a` and `b` are the same
    /// input.
    static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let function = a.load(as: UInt.self)
        guard function == b.load(as: UInt.self) else { return false }
        // A nil optional closure: the function word is zero, the context word unspecified.
        if function == 0 { return true }
        let ca = a.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
        let cb = b.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
        guard let ca, let cb else { return ca == cb }
        if ca == cb { return sameContextIsSameCaptures(ca) }
        let metadata = ca.load(as: UnsafeRawPointer.self)
        guard metadata == cb.load(as: UnsafeRawPointer.self), let captures = layout(of: metadata) else { return false }
        for capture in captures where !capture.equal(ca + capture.offset, cb + capture.offset) { return false }
        return true
    }

    /// Whether a context two closures share holds the same captures for both: always, when it
    /// is a context the compiler made for the closure; when it is the one object the closure
    /// captured (the compiler passes a lone captured object as the context itself), only when
    /// views observe that object's changes — one nothing observes may have changed unseen.
    private static func sameContextIsSameCaptures(_ context: UnsafeRawPointer) -> Bool {
        let metadata = context.load(as: UnsafeRawPointer.self)
        if metadata.load(as: UInt.self) == heapLocalVariableKind { return true }
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        return FieldRecords.kind(of: type) == .class && ViewInputs.isObservedObject(type)
    }

    /// Whether values of `type` are closures made by Swift code (a function and a context).
    static func isThickClosure(_ type: Any.Type) -> Bool {
        FieldRecords.kind(of: type) == .function && size(of: type).size == 2 * MemoryLayout<UInt>.size
    }

    /// One capture in a closure context: where it is, and how two values of it compare.
    struct Capture {
        var offset: Int
        var equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    }

    /// Layouts per context metadata, worked out once (views resolve on more than one thread).
    private static let layouts = Locked<[UnsafeRawPointer: [Capture]?]>([:])

    /// The captures of contexts with this metadata; nil when they cannot be read.
    static func layout(of metadata: UnsafeRawPointer) -> [Capture]? {
        if let known = layouts.withLock({ $0[metadata] }) { return known }
        let made = readLayout(metadata)
        layouts.withLock { $0[metadata] = made }
        return made
    }

    /// `MetadataKind::HeapLocalVariable`: the statically made metadata of a closure context
    /// (the Swift ABI's metadata kinds; a generic context's runtime-made metadata has another).
    static let heapLocalVariableKind: UInt = 0x400

    private static func readLayout(_ metadata: UnsafeRawPointer) -> [Capture]? {
        // TargetHeapLocalVariableMetadata: the kind word, OffsetToFirstCapture (UInt32, padded
        // to a word), then the CaptureDescription pointer.
        guard metadata.load(as: UInt.self) == heapLocalVariableKind else { return nil }
        let word = MemoryLayout<UInt>.size
        var offset = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
        guard let descriptor = metadata.load(fromByteOffset: 2 * word, as: UnsafeRawPointer?.self) else { return nil }
        // CaptureDescriptor: NumCaptureTypes, NumMetadataSources, NumBindings (UInt32 each),
        // then a relative pointer (Int32) to each capture type's mangled name. Generic contexts
        // (bindings, metadata sources) are not read.
        let count = Int(descriptor.load(as: UInt32.self))
        let sources = descriptor.load(fromByteOffset: 4, as: UInt32.self)
        let bindings = descriptor.load(fromByteOffset: 8, as: UInt32.self)
        // More captures than a view's closure holds in practice: not read (our bound).
        guard sources == 0, bindings == 0, count > 0, count <= 64 else { return nil }
        var captures: [Capture] = []
        for i in 0..<count {
            let record = descriptor + 12 + 4 * i
            let name = record + Int(record.load(as: Int32.self))
            let size: Int, alignment: Int
            var equal: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
            if let type = typeNamed(name) {
                (size, alignment) = Self.size(of: type)
                // Compared as a view's stored property of that type is: a captured view's
                // `@State` is not compared (its reads are noted), an object not observed
                // cannot be proven unchanged, a closure compares as one.
                switch ViewInputs.comparison(of: type, depth: 1) {
                case .ignored: equal = nil
                case .compared(let eq): equal = eq
                case .untracked: return nil
                }
            } else if namesEscapingClosure(name) {
                // A captured closure is described by its lowered function type, which names
                // no type the runtime makes: a function and a context, compared as a closure.
                (size, alignment) = (2 * word, word)
                equal = same
            } else {
                return nil
            }
            offset = (offset + alignment - 1) / alignment * alignment
            if let equal { captures.append(Capture(offset: offset, equal: equal)) }
            offset += size
        }
        return captures
    }

    /// The type a mangled name in a capture descriptor names (symbolic references included);
    /// nil when the runtime cannot make it (a box of a captured `var`, say).
    private static func typeNamed(_ name: UnsafeRawPointer) -> Any.Type? {
        // The name's length: up to its zero byte, a symbolic reference's operand skipped
        // (bytes 0x01–0x17 are followed by a 4-byte relative offset, 0x18–0x1F by a pointer).
        var length = 0
        while true {
            let byte = name.load(fromByteOffset: length, as: UInt8.self)
            if byte == 0 { break }
            if byte <= 0x17 { length += 1 + 4 } else if byte <= 0x1F { length += 1 + MemoryLayout<UInt>.size } else { length += 1 }
        }
        guard length > 0 else { return nil }
        return _getTypeByMangledNameInContext(name.assumingMemoryBound(to: UInt8.self), UInt(length),
                                              genericContext: nil, genericArguments: nil)
    }

    /// Whether a capture's mangled name is a lowered function type that is an escaping Swift
    /// closure: `…Ie` (escaping), a guaranteed or owned callee (`g`, `x`) with no other
    /// representation (a C function, a block, a method), then the parameter and result
    /// conventions (lower-case letters) up to the closing `_` — `SSIego_` for `() -> String`.
    static func namesEscapingClosure(_ name: UnsafeRawPointer) -> Bool {
        var bytes: [UInt8] = []
        while bytes.count < 256 {
            let byte = name.load(fromByteOffset: bytes.count, as: UInt8.self)
            if byte == 0 { break }
            bytes.append(byte)
        }
        guard bytes.last == UInt8(ascii: "_") else { return false }
        var i = bytes.count - 2
        while i >= 0, bytes[i] >= UInt8(ascii: "a"), bytes[i] <= UInt8(ascii: "z") { i -= 1 }
        // bytes[i + 1...] is the lower-case run before `_`: it must open with `e` and the callee.
        guard i >= 0, bytes[i] == UInt8(ascii: "I"), i + 2 < bytes.count - 1, bytes[i + 1] == UInt8(ascii: "e") else { return false }
        return bytes[i + 2] == UInt8(ascii: "g") || bytes[i + 2] == UInt8(ascii: "x")
    }

    /// The size and alignment of values of `type`.
    static func size(of type: Any.Type) -> (size: Int, alignment: Int) {
        func measure<T>(_: T.Type) -> (size: Int, alignment: Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }
        return _openExistential(type, do: measure)
    }
}
