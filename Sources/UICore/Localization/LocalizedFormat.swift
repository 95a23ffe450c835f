/// Puts arguments into a format string as `String(format:)` does for the placeholders string
/// catalogues use: `%@`, `%d`, `%ld`, `%lld`, `%f`, `%lf`, `%g`, each optionally positional
/// (`%2$@`), and `%%` for a percent sign. Any other `%` sequence is left as written.
enum LocalizedFormat {
    static func apply(_ format: String, _ arguments: [FormatArgument]) -> String {
        // Byte by byte, not through Foundation's string search (see LocalizedStringKey.escaped).
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else { out.append(c); i = format.index(after: i); continue }
            var j = format.index(after: i)
            if j < format.endIndex, format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
            // An optional position: digits then "$".
            var position: Int?
            var k = j
            var digits = 0
            while k < format.endIndex, let d = format[k].wholeNumberValue, format[k].isASCII { digits = digits * 10 + d; k = format.index(after: k) }
            if k > j, k < format.endIndex, format[k] == "$" { position = digits; j = format.index(after: k) }
            // Length modifiers, then the conversion.
            while j < format.endIndex, format[j] == "l" || format[j] == "h" || format[j] == "q" || format[j] == "z" { j = format.index(after: j) }
            guard j < format.endIndex, "@dioufgeFGxXs".contains(format[j]) else { out.append(c); i = format.index(after: i); continue }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            out += arguments.indices.contains(index) ? arguments[index].text : ""
            i = format.index(after: j)
        }
        return out
    }
}
