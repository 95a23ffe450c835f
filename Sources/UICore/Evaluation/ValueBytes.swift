/// The bytes of a struct type that hold its values, padding left out: what two values of it are
/// compared by when a bit-for-bit comparison says they are the same.
///
/// A copy of a struct need not carry the padding between its fields over (a copy made field by
/// field leaves there whatever the destination held), so two copies of one value can differ in
/// those bytes. Comparing only the bytes the fields occupy — nested structs' fields one by one,
/// any other field over its `MemoryLayout.size` — makes two copies the same again. The same
/// bytes still mean the same values: every field bit for bit, every reference the same object.
///
///     let bytes = ValueBytes(of: EnvironmentValues.self)
///     withUnsafePointer(to: a) { x in withUnsafePointer(to: b) { y in bytes.same(x, y) } }
struct ValueBytes {
    /// One word per 8 bytes of the type's size: all ones where a field's bytes are.
    private let mask: [UInt64]
    /// `MemoryLayout.size` of the type.
    let size: Int

    /// The value bytes of `type`, leaving out the fields named in `excluded` (top level only);
    /// every byte when its fields cannot be listed (``FieldRecords``).
    init(of type: Any.Type, excluding excluded: Set<String> = []) {
        let size = ClosureCaptures.size(of: type).size
        self.size = size
        var bytes = [Bool](repeating: false, count: size)
        if let fields = FieldRecords.fields(of: type) {
            for field in fields where !excluded.contains(field.name) { Self.mark(field.type, at: field.offset, in: &bytes) }
        } else {
            bytes = [Bool](repeating: true, count: size)
        }
        mask = stride(from: 0, to: size, by: 8).map { word in
            (0..<8).reduce(UInt64(0)) { m, i in word + i < size && bytes[word + i] ? m | (UInt64(0xFF) << (8 * UInt64(i))) : m }
        }
    }

    /// Marks the bytes a value of `type` at `offset` holds its values in: a struct's fields one
    /// by one, any other type's `MemoryLayout.size` bytes.
    private static func mark(_ type: Any.Type, at offset: Int, in bytes: inout [Bool]) {
        if let fields = FieldRecords.fields(of: type), !fields.isEmpty {
            for field in fields { mark(field.type, at: offset + field.offset, in: &bytes) }
            return
        }
        let size = ClosureCaptures.size(of: type).size
        for i in offset..<min(offset + size, bytes.count) { bytes[i] = true }
    }

    /// Whether the values at `a` and `b` (both of the type, `size` bytes readable) hold the same
    /// bytes where their fields are.
    func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        var i = 0
        for m in mask {
            // A word of padding alone (the mask is zero there) holds no value.
            guard m != 0 else { i += 8; continue }
            let n = min(8, size - i)
            if n == 8 {
                if (a.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & m != 0 { return false }
            } else {
                for j in 0..<n where (m >> (8 * UInt64(j))) & 0xFF != 0 {
                    if a.load(fromByteOffset: i + j, as: UInt8.self) != b.load(fromByteOffset: i + j, as: UInt8.self) { return false }
                }
            }
            i += 8
        }
        return true
    }
}
