/// Puts arguments into a format string as `String(format:)` does for the placeholders string
/// catalogues use: `%@`, `%d`, `%ld`, `%lld`, `%f`, `%lf`, `%g`, each optionally positional
/// (`%2$@`), and `%%` for a percent sign. Any other `%` sequence is left as written.
enum LocalizedFormat {
    static func apply(_ format: String, _ arguments: [FormatArgument]) -> String {
        // Byte by byte, not through Foundation's string search (see LocalizedStringKey.escaped).
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        // Every placeholder is ASCII, so the format is read as UTF-8 bytes and the text between
        // placeholders copied as it is: reading it Character by Character (grapheme breaking at
        // every step) took about 170 instructions a character, a tile's spoken duration ("30
        // minutes") several thousand each time the grid's items were made.
        let bytes = Array(format.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var next = 0
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            guard c == Self.percent else { out.append(c); i += 1; continue }
            var j = i + 1
            if j < bytes.count, bytes[j] == Self.percent { out.append(Self.percent); i = j + 1; continue }
            // An optional position: digits then "$" (a position past any argument reads none).
            var position: Int?
            var k = j
            var digits = 0
            while k < bytes.count, bytes[k] >= UInt8(ascii: "0"), bytes[k] <= UInt8(ascii: "9") {
                digits = min(digits * 10 + Int(bytes[k] - UInt8(ascii: "0")), Self.largestPosition)
                k += 1
            }
            if k > j, k < bytes.count, bytes[k] == UInt8(ascii: "$") { position = digits; j = k + 1 }
            // Length modifiers, then the conversion.
            while j < bytes.count, Self.lengthModifiers.contains(bytes[j]) { j += 1 }
            guard j < bytes.count, Self.conversions.contains(bytes[j]) else { out.append(c); i += 1; continue }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(index) { out.append(contentsOf: arguments[index].text.utf8) }
            i = j + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let percent = UInt8(ascii: "%")
    /// `l`, `h`, `q`, `z`: read past, as `String(format:)` does for these placeholders.
    private static let lengthModifiers: [UInt8] = Array("lhqz".utf8)
    /// The conversions a placeholder may end with.
    private static let conversions: [UInt8] = Array("@dioufgeFGxXs".utf8)
    /// A position larger than any argument list (`%99999999999999999999$@` reads no argument
    /// rather than overflowing).
    private static let largestPosition = 1_000_000
}
