import Foundation
import Testing
import TestSupport
@testable import UICore

/// Truncation and wrapping cost in proportion to what is visible, not to the text's length.
@Suite struct TextTruncationTests {
    /// Approximate widths, counting the characters it is asked to measure.
    final class CountingMeasurer: TextMeasuring {
        let inner = ApproximateTextMeasurer()
        var characters = 0
        var calls = 0
        func size(of text: String, font: Font) -> Size {
            calls += 1
            characters += text.count
            return inner.size(of: text, font: font)
        }
    }

    static let font = Font.body

    func lines(_ text: String, width: Double?, limit: Int?, _ m: TextMeasuring) -> [String] {
        TextLayout.lines(TextContent(string: text, font: Self.font, color: .white, lineLimit: limit), width: width, measurer: m)
    }

    @Test func aHugeNameIsTruncatedByMeasuringOnlyAroundTheVisiblePart() {
        // 4,000 characters took 53–65 s a frame, re-measured one character at a time.
        for length in [4_000, 1_000_000] {
            let m = CountingMeasurer()
            let out = lines(String(repeating: "x", count: length), width: 300, limit: 1, m)
            let perChar = Self.font.size * 0.55
            let expected = Int((300 + 0.5 - perChar) / perChar)   // characters left beside the "…"
            #expect(out == [String(repeating: "x", count: expected) + "…"])
            // Short texts are measured whole once; beyond that only around the visible part.
            let budget = 2_000 + (length <= TextLayout.directMeasureBytes ? length : 0)
            #expect(m.characters < budget, "measured \(m.characters) characters for a \(length)-character line")
            #expect(m.calls < 60)
        }
    }

    @Test func aHugeTextWithSpacesStopsWrappingAtTheLineLimit() {
        let m = CountingMeasurer()
        let out = lines(String(repeating: "ab ", count: 300_000), width: 300, limit: 2, m)
        #expect(out.count == 2 && out[1].hasSuffix("…"))
        #expect(m.characters < 10_000, "measured \(m.characters) characters")
    }

    /// The previous algorithm (re-measuring one character at a time), the reference for results.
    static func reference(_ t: TextContent, width: Double?, _ m: TextMeasuring) -> [String] {
        let paragraphs = t.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        if let width {
            for para in paragraphs {
                var line = ""
                for word in para.split(separator: " ", omittingEmptySubsequences: false) {
                    let candidate = line.isEmpty ? String(word) : line + " " + word
                    if m.size(of: candidate, font: t.font).width <= width + 0.5 || line.isEmpty { line = candidate } else {
                        out.append(line); line = String(word)
                    }
                }
                out.append(line)
            }
        } else {
            out = paragraphs
        }
        let limit = t.lineLimit ?? Int.max
        var truncated = false
        if out.count > limit { out = Array(out.prefix(limit)); truncated = true }
        guard var last = out.last else { return out }
        if let width, m.size(of: last, font: t.font).width > width + 0.5 { truncated = true }
        if truncated {
            while !last.isEmpty, let width, m.size(of: last + "…", font: t.font).width > width + 0.5 { last.removeLast() }
            out[out.count - 1] = last.trimmingTrailingSpaces() + "…"
        }
        return out
    }

    @Test func resultsMatchThePreviousAlgorithm() {
        let m = ApproximateTextMeasurer()
        var rng = SeededGenerator(seed: 7)
        let alphabet: [Character] = ["a", "W", " ", " ", "\n", "é", "🍰", "👩‍👩‍👧", "e\u{301}", " \u{301}", "\r\n", "\u{301}"]
        for _ in 0..<2_000 {
            let text = String((0..<Int(rng.next() % 60)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            let width: Double? = rng.next() % 5 == 0 ? nil : Double(rng.next() % 400)
            let limits: [Int?] = [nil, 0, 1, 2, 3]
            let t = TextContent(string: text, font: Self.font, color: .white, lineLimit: limits[Int(rng.next() % 5)])
            #expect(TextLayout.lines(t, width: width, measurer: m) == Self.reference(t, width: width, m),
                    "\(text.debugDescription) width \(String(describing: width)) limit \(String(describing: t.lineLimit))")
        }
    }
}
