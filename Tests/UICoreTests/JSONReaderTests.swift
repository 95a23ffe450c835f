import Testing
import UICore
import JSONReading

/// The strict JSON reader behind layouts, scenarios and assets.
@Suite struct JSONReaderTests {
    func read(_ text: String, comments: Bool = false) throws(JSONReader.Failure) -> JSONValue {
        try JSONReader.read(Array(text.utf8), allowsComments: comments)
    }

    func failure(_ bytes: [UInt8], comments: Bool = false) -> JSONReader.Failure? {
        do { _ = try JSONReader.read(bytes, allowsComments: comments); return nil } catch { return error }
    }

    func failure(_ text: String, comments: Bool = false) -> JSONReader.Failure? { failure(Array(text.utf8), comments: comments) }

    @Test func readsValuesWithTheirLines() throws {
        let v = try read("{\n \"a\": [1, -2.5e3, true, null],\n \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        #expect(v.line == 1)
        #expect(v["a"]?.line == 2)
        #expect(v["a"]?.array?.map(\.kind) == [.number(1), .number(-2500), .bool(true), .null])
        #expect(v["b"]?.string == "xé😀\n")
        #expect(v["b"]?.line == 3)
        #expect(v.members?.map(\.key) == ["a", "b"])
        #expect(try read("\u{FEFF} 0 ").number == 0)
        #expect(try read("1e999").number == .infinity)
    }

    @Test func refusesWhatIsNotStrictJSON() {
        let cases: [(String, String)] = [
            ("", "the file is empty (no JSON value)"),
            ("1e+", "a number needs digits in its exponent"),
            ("-", "a number needs digits after '-'"),
            ("01", "a number must not start with 0"),
            ("1.", "a number needs digits after '.'"),
            ("[1,]", "unexpected ']' where a value should be"),
            ("{\"a\":1,}", "expected a quoted key, found '}'"),
            ("{a:1}", "expected a quoted key, found 'a'"),
            ("NaN", "NaN is not JSON (write a plain finite number)"),
            ("+1", "a leading '+' is not JSON (write a plain finite number)"),
            ("\"\\ud800\"", "a \\u escape is half of a surrogate pair"),
            ("\"\\x\"", "unknown escape '\\'x'' in a string"),
            ("\"a\tb\"", "a raw control character byte 0x09 in a string (write it as a \\u escape)"),
            ("\"abc", "the file ends inside a string"),
            ("[1 2]", "expected ',' or ']' in an array, found '2'"),
            ("{\"a\":1,\"a\":2}", "duplicate key \"a\""),
            ("tru", "unexpected 't' where a value should be"),
            ("1 2", "unexpected '2' after the JSON value"),
            ("// c\n1", "unexpected '/' where a value should be"),
        ]
        for (text, problem) in cases {
            #expect(failure(text)?.problem == problem, "\(text)")
        }
        #expect(failure([0x5B, 0x0A, 0x22, 0xC3, 0x28, 0x22, 0x5D]) == JSONReader.Failure(line: 2, problem: "invalid UTF-8 (byte 0xC3)"))
        #expect(failure([0x22, 0xED, 0xA0, 0x80, 0x22])?.problem == "invalid UTF-8 (byte 0xED)")
    }

    @Test func nestingIsLimitedAndNamed() throws {
        let ok = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        _ = try read(ok)
        let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect(failure(deep)?.problem == "nested too deeply (more than 512 levels of arrays and objects)")
        // A million brackets: an error, not a stack overflow.
        #expect(failure(String(repeating: "[", count: 1_000_000)) != nil)
    }

    @Test func commentsOnlyWhenAsked() throws {
        #expect(try read("// a\n{\"a\": /* b \n */ 1} // c", comments: true)["a"]?.line == 3)
        #expect(failure("/* open", comments: true) == JSONReader.Failure(line: 1, problem: "a /* comment is never closed"))
    }

    @Test func messagesShowTextEscapedAndClipped() {
        #expect(JSONText.shown("a\u{0}b\n\u{202E}") == #""a\u0000b\u000A\u202E""#)
        #expect(JSONText.shown(String(repeating: "x", count: 100)) == "\"" + String(repeating: "x", count: 60) + "…\"")
        #expect(JSONText.shown("q\"\\") == #""q\"\\""#)
    }
}
