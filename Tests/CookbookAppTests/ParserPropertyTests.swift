import Foundation
import InputChecks
import PropertyBased
import TestSupport
import Testing

/// Property tests of every input parser over random bytes and random JSON-ish token soup:
/// never a crash, always a value or a one-line error naming the file (InputCheck's contract).
/// `PROPERTY_CASES` sets the number of cases.
@Suite struct ParserPropertyTests {
    /// Fragments that steer random input toward the parsers' interesting corners.
    static let tokens: [[UInt8]] = [
        "{", "}", "[", "]", "\"", ":", ",", " ", "\n", "\r\n", "0", "-1", "1e+", "1e-", "1e999", "2.5", "NaN", "true", "null",
        "\"nodes\"", "\"id\"", "\"frame\"", "\"children\"", "\"focusable\"", "\"focusSection\"", "\"container\"", "\"targets\"",
        "\"lazy\"", "\"count\"", "\"length\"", "\"behavior\"", "\"viewAligned\"", "\"slug\"", "\"caffeineMg\"", "\"colors\"",
        "\"#FF0000\"", "\"\\u0000\"", "\"\\ud800\"", "//", "/*", "key ", "type ", "wait ", "expect focus ", "screen grocery",
        "mouse 1 2", "wheel 3", "stick 1 -1", "pad a", "shot x", "#", "\t", "ctrl+", "é", "🍰",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80]]

    static let soup = Gen.int(in: 0...(tokens.count - 1)).array(of: 0...80).map { picks in Data(picks.flatMap { tokens[$0] }) }
    static let bytes = Gen.uint8().array(of: 0...300).map { Data($0) }

    static func check(_ data: Data) {
        for parser in InputCheck.Parser.allCases {
            let problem = InputCheck.violation(parser, data)
            #expect(problem == nil, "\(parser.rawValue): \(problem ?? "")")
        }
    }

    @Test func randomBytesGiveAValueOrOneLine() async {
        await propertyCheck(count: PropertyCases.count, input: Self.bytes) { Self.check($0) }
    }

    @Test func randomTokenSoupGivesAValueOrOneLine() async {
        await propertyCheck(count: PropertyCases.count, input: Self.soup) { Self.check($0) }
    }

    @Test func theContractHolds() {
        #expect(InputCheck.violation(.replay, Data("fly\n".utf8)) == nil)
        #expect(InputCheck.violation(.scenario, Data("{\"v\":1e+}".utf8)) == nil)
        #expect(InputCheck.violation(.layout, Data([0x7B, 0xFF])) == nil)
        #expect(InputCheck.violation(.drinks, Data("[{}]".utf8)) == nil)
    }
}
