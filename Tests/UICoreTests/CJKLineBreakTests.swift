import Testing
@testable import UICore

/// Line breaking for the seeds' languages. Japanese and Chinese have no spaces
/// between words: a line breaks between any two characters (UAX #14's ID class), never before
/// closing punctuation; Korean, written with spaces, breaks between words as Latin text does.
struct CJKLineBreakTests {
    /// Every character the same width, so the expected lines can be counted by hand.
    final class Monospace: TextMeasuring {
        func size(of text: String, font: Font) -> Size { Size(width: Double(text.count) * 10, height: font.lineHeight) }
    }

    func lines(_ text: String, width: Double) -> [String] {
        TextLayout.lines(TextContent(string: text, font: .body, color: .white, lineLimit: nil), width: width, measurer: Monospace())
    }

    @Test func japaneseBreaksBetweenCharacters() {
        // 卵と牛乳とパンを買う。 (11 characters), 4 to a line; the full stop never starts one.
        #expect(lines("卵と牛乳とパンを買う。", width: 40) == ["卵と牛乳", "とパンを", "買う。"])
    }

    @Test func closingPunctuationStaysWithTheCharacterBefore() {
        #expect(lines("卵、牛乳", width: 10).first == "卵、")
    }

    @Test func koreanBreaksBetweenWords() {
        #expect(lines("김치 찌개 만들기", width: 50) == ["김치 찌개", "만들기"])
    }

    @Test func latinTextIsUnchanged() {
        #expect(lines("Apple pie with cream", width: 100) == ["Apple pie", "with cream"])
    }

    @Test func mixedTextBreaksAtSpacesAndBetweenIdeographs() {
        #expect(lines("Buy 牛乳と卵 today", width: 60) == ["Buy 牛乳", "と卵", "today"])
    }
}
