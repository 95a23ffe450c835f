import UICore

/// A strict RFC 8259 JSON reader for the files people edit by hand (layouts, scenarios, assets).
///
/// Unlike Foundation's decoders it never traps on hostile input (Foundation's JSON5 scanner
/// crashed on `1e+` and on invalid UTF-8), names the line of every problem, limits nesting, and
/// keeps each value's line for the validators' messages. No JSON5: no trailing commas, no
/// unquoted keys, no NaN or Infinity; duplicate keys are refused. `//` and `/* */` comments are
/// read only when asked for (the scroll-debug contract's sample carries them).
public struct JSONReader {
    /// Deepest nesting of arrays and objects accepted: Foundation's own limit, so every file the
    /// old decoder read still reads (a focus layout may nest about 255 nodes).
    public static let maximumDepth = 512

    /// A problem in the text: its 1-based line and one line naming it.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line the problem is on.
        public var line: Int
        /// What is wrong (no file name, no line number).
        public var problem: String
        /// A failure.
        public init(line: Int, problem: String) { self.line = line; self.problem = problem }
        /// "line L: problem".
        public var description: String { "line \(line): \(problem)" }
    }

    private let bytes: [UInt8]
    private let allowsComments: Bool
    private var index = 0
    private var line = 1
    private var depth = 0

    private init(_ bytes: [UInt8], allowsComments: Bool) { self.bytes = bytes; self.allowsComments = allowsComments }

    /// Reads one JSON document (a value with optional white space, and comments when
    /// `allowsComments`, around it).
    public static func read<C: Collection>(_ data: C, allowsComments: Bool = false) throws(Failure) -> JSONValue
    where C.Element == UInt8 {
        var bytes = Array(data)
        if let bad = UTF8Check.firstInvalidOffset(bytes) {
            throw Failure(line: UTF8Check.line(of: bad, in: bytes), problem: "invalid UTF-8 (byte 0x\(hex(bytes[bad])))")
        }
        // A UTF-8 byte order mark is allowed and skipped (RFC 8259 §8.1).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var reader = JSONReader(bytes, allowsComments: allowsComments)
        try reader.skipSpace()
        guard reader.index < bytes.count else { throw Failure(line: reader.line, problem: "the file is empty (no JSON value)") }
        let value = try reader.value()
        try reader.skipSpace()
        guard reader.index == bytes.count else {
            throw reader.failure("unexpected \(reader.shownByte()) after the JSON value")
        }
        return value
    }

    // MARK: - Grammar

    private mutating func value() throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("the file ends where a value should be") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(try object(), line: startLine)
        case UInt8(ascii: "["): return JSONValue(try array(), line: startLine)
        case UInt8(ascii: "\""): return JSONValue(.string(try string()), line: startLine)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(.bool(true), line: startLine)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(.bool(false), line: startLine)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(.number(try number()), line: startLine)
        default:
            for word in ["NaN", "Infinity", "+Infinity", "+"] where bytes[index...].starts(with: word.utf8) {
                throw failure("\(word == "+" ? "a leading '+'" : word) is not JSON (write a plain finite number)")
            }
            throw failure("unexpected \(shownByte()) where a value should be")
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw failure("nested too deeply (more than \(Self.maximumDepth) levels of arrays and objects)")
        }
    }

    private mutating func object() throws(Failure) -> JSONValue.Kind {
        try enter()
        index += 1
        var members: [JSONValue.Member] = []
        var keys: Set<String> = []
        try skipSpace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
        while true {
            try skipSpace()
            guard peek(UInt8(ascii: "\"")) else {
                throw failure(index < bytes.count ? "expected a quoted key, found \(shownByte())" : "the file ends inside an object")
            }
            let keyLine = line
            let key = try string()
            guard keys.insert(key).inserted else {
                throw Failure(line: keyLine, problem: "duplicate key \(JSONText.shown(key))")
            }
            try skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after the key \(JSONText.shown(key))") }
            index += 1
            try skipSpace()
            members.append(JSONValue.Member(key: key, value: try value()))
            try skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
            throw failure(index < bytes.count ? "expected ',' or '}' in an object, found \(shownByte())" : "the file ends inside an object")
        }
    }

    private mutating func array() throws(Failure) -> JSONValue.Kind {
        try enter()
        index += 1
        var items: [JSONValue] = []
        try skipSpace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
        while true {
            try skipSpace()
            items.append(try value())
            try skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
            throw failure(index < bytes.count ? "expected ',' or ']' in an array, found \(shownByte())" : "the file ends inside an array")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        guard bytes[index...].starts(with: word.utf8) else { throw failure("unexpected \(shownByte()) where a value should be") }
        index += word.utf8.count
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let intStart = index
        let intDigits = digits()
        guard intDigits > 0 else { throw failure("a number needs digits after '-'") }
        guard intDigits == 1 || bytes[intStart] != UInt8(ascii: "0") else { throw failure("a number must not start with 0") }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar above is a subset of what Double parses; out-of-range values become ±inf or 0.
        return Double(text) ?? .nan
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("the file ends inside a string") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("the file ends inside a string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("a \\u escape is half of a surrogate pair")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("a \\u escape is half of a surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw failure("a \\u escape is half of a surrogate pair")
                    }
                    // Valid by construction: not a surrogate, at most U+10FFFF.
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    index -= 1
                    throw failure("unknown escape '\\\(shownByte())' in a string")
                }
            case 0x0A:
                throw failure("a string runs past the end of its line (missing closing quote?)")
            case 0..<0x20:
                throw failure("a raw control character \(shownByte()) in a string (write it as a \\u escape)")
            default:
                out.append(b)
                index += 1
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = Self.hexDigit(bytes[index]) else { throw failure("a \\u escape needs four hex digits") }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Helpers

    private mutating func skipSpace() throws(Failure) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1; index += 1
            case 0x20, 0x09, 0x0D: index += 1
            case UInt8(ascii: "/") where allowsComments && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where allowsComments && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let startLine = line
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(UInt8(ascii: "/"), at: index + 1)) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                guard index < bytes.count else { throw Failure(line: startLine, problem: "a /* comment is never closed") }
                index += 2
            default: return
            }
        }
    }

    private func peek(_ b: UInt8, at position: Int? = nil) -> Bool {
        let i = position ?? index
        return i < bytes.count && bytes[i] == b
    }

    private func failure(_ problem: String) -> Failure { Failure(line: line, problem: problem) }

    /// The byte (or character) at the reading position, printable in a message.
    private func shownByte() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b >= 0x80 {
            // A whole UTF-8 character (the input is valid UTF-8), escaped when it is not printable.
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return JSONText.shown(String(decoding: bytes[index..<end], as: UTF8.self))
        }
        return "byte 0x\(Self.hex(b))"
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}
