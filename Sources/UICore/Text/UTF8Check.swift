/// Finds where bytes stop being valid UTF-8, so readers can name the line of a bad byte instead
/// of refusing the whole file (or letting a decoder trap on it).
public enum UTF8Check {
    /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence
    /// (Unicode 15 table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or nil.
    public static func firstInvalidOffset<C: RandomAccessCollection>(_ bytes: C) -> Int? where C.Element == UInt8, C.Index == Int {
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let count: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: count = 2
            case 0xE0: count = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: count = 3
            case 0xED: count = 3; high = 0x9F
            case 0xF0: count = 4; low = 0x90
            case 0xF1...0xF3: count = 4
            case 0xF4: count = 4; high = 0x8F
            default: return i - bytes.startIndex
            }
            guard end - i >= count else { return i - bytes.startIndex }
            let second = bytes[i + 1]
            guard second >= low, second <= high else { return i - bytes.startIndex }
            for k in 2..<count where bytes[i + k] & 0xC0 != 0x80 { return i - bytes.startIndex }
            i += count
        }
        return nil
    }

    /// The 1-based line of a byte offset (lines end at LF).
    public static func line<C: Collection>(of offset: Int, in bytes: C) -> Int where C.Element == UInt8 {
        1 + bytes.prefix(offset).lazy.filter { $0 == 0x0A }.count
    }
}
