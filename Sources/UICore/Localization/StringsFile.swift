/// The entries of an Apple `.strings` file: `"key" = "value";` pairs, with `/* */` and `//`
/// comments, and the escapes `\"`, `\\`, `\n`, `\t` and `\U` followed by four hex digits.
public enum StringsFile {
    /// Why a `.strings` file could not be read: the line and what was wrong there.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The line (from 1) where reading stopped.
        public var line: Int
        /// What was expected or found.
        public var problem: String
        public var description: String { "line \(line): \(problem)" }
    }

    /// The key–value pairs of `text`, a `.strings` file's contents; a key given twice keeps its
    /// last value, as Apple's tools do.
    public static func parse(_ text: String) throws(ParseError) -> [String: String] {
        var reader = Reader(chars: Array(text.unicodeScalars))
        var out: [String: String] = [:]
        while true {
            try reader.skipSpaceAndComments()
            if reader.atEnd { return out }
            let key = try reader.quoted()
            try reader.skipSpaceAndComments()
            try reader.expect("=")
            try reader.skipSpaceAndComments()
            let value = try reader.quoted()
            try reader.skipSpaceAndComments()
            try reader.expect(";")
            out[key] = value
        }
    }

    private struct Reader {
        let chars: [Unicode.Scalar]
        var at = 0
        var line = 1

        var atEnd: Bool { at >= chars.count }

        mutating func advance() { if chars[at] == "\n" { line += 1 }; at += 1 }

        mutating func skipSpaceAndComments() throws(ParseError) {
            while !atEnd {
                let c = chars[at]
                if c.properties.isWhitespace { advance(); continue }
                if c == "/", at + 1 < chars.count, chars[at + 1] == "/" {
                    while !atEnd, chars[at] != "\n" { advance() }
                    continue
                }
                if c == "/", at + 1 < chars.count, chars[at + 1] == "*" {
                    let start = line
                    advance(); advance()
                    while !atEnd, !(chars[at] == "*" && at + 1 < chars.count && chars[at + 1] == "/") { advance() }
                    guard !atEnd else { throw ParseError(line: start, problem: "a comment is never closed") }
                    advance(); advance()
                    continue
                }
                return
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws(ParseError) {
            guard !atEnd else { throw ParseError(line: line, problem: "expected '\(c)', found the end of the file") }
            guard chars[at] == c else { throw ParseError(line: line, problem: "expected '\(c)', found '\(chars[at])'") }
            advance()
        }

        mutating func quoted() throws(ParseError) -> String {
            try expect("\"")
            let start = line
            var out = String.UnicodeScalarView()
            while true {
                guard !atEnd else { throw ParseError(line: start, problem: "a quoted string is never closed") }
                let c = chars[at]
                advance()
                if c == "\"" { return String(out) }
                guard c == "\\" else { out.append(c); continue }
                guard !atEnd else { throw ParseError(line: start, problem: "a quoted string is never closed") }
                let e = chars[at]
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard !atEnd, let d = Int(String(chars[at]), radix: 16) else {
                            throw ParseError(line: line, problem: "\\U needs four hex digits")
                        }
                        value = value * 16 + UInt32(d)
                        advance()
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw ParseError(line: line, problem: "\\U\(String(value, radix: 16)) is not a character") }
                    out.append(scalar)
                default: out.append(e)
                }
            }
        }
    }
}
