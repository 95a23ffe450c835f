import Testing
@testable import UIRuntime

/// Two-set Korean composition, as a Korean keyboard composes.
struct HangulComposerTests {
    /// Types jamo one by one; the committed text plus what is still composed.
    static func type(_ jamo: String) -> (text: String, composing: String) {
        var c = HangulComposer()
        var text = ""
        var composing = ""
        for j in jamo { let r = c.input(j); text += r.commit; composing = r.composing }
        return (text, composing)
    }

    @Test func jamoBecomeSyllables() {
        #expect(Self.type("ㄱㅣㅁ") == ("", "김"))
        #expect(Self.type("ㄱㅣㅁㅊㅣ") == ("김", "치"))
        #expect(Self.type("ㅎㅏㄴㄱㅡㄹ") == ("한", "글"))
    }

    @Test func aFinalMovesToTheNextSyllableBeforeAVowel() {
        #expect(Self.type("ㄱㅣㅁㅣ") == ("기", "미"))
        // A double final keeps its first consonant and passes the second on: 닭 + ㅏ → 달가.
        #expect(Self.type("ㄷㅏㄹㄱ") == ("", "닭"))
        #expect(Self.type("ㄷㅏㄹㄱㅏ") == ("달", "가"))
        #expect(Self.type("ㅇㅏㄴㅈㅏ") == ("안", "자"))
    }

    @Test func vowelsCombine() {
        #expect(Self.type("ㄱㅗㅏ") == ("", "과"))
        #expect(Self.type("ㅇㅜㅣ") == ("", "위"))
    }

    @Test func consonantsThatCannotEndASyllableStartTheNext() {
        // ㄸ, ㅃ, ㅉ are never finals.
        #expect(Self.type("ㅇㅏㄸ") == ("아", "ㄸ"))
    }

    @Test func backspaceTakesAwayTheLastJamo() {
        var c = HangulComposer()
        for j in "ㄷㅏㄹㄱ" { _ = c.input(j) }
        #expect(c.composing == "닭")
        for expected in ["달", "다", "ㄷ", ""] {
            let deleted = c.deleteBackward()
            #expect(deleted && c.composing == expected)
        }
        let more = c.deleteBackward()
        #expect(!more)
    }

    @Test func finishingCommitsTheSyllable() {
        var c = HangulComposer()
        for j in "ㄱㅣㅁ" { _ = c.input(j) }
        let finished = c.finish()
        #expect(finished == "김")
        #expect(!c.isComposing)
    }
}
