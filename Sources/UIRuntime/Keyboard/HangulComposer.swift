/// Composes Hangul jamo typed one at a time into syllables, as a two-set (dubeolsik) Korean
/// keyboard does: ㄱ ㅣ ㅁ → 김, and a final consonant moves on to the next syllable when a vowel
/// follows it (김 + ㅣ → 기미; 닭 + ㅏ → 달가).
///
/// Each ``input(_:)`` returns the text completed (to commit to the field) and the syllable still
/// being composed (to show, underlined, until it completes).
public struct HangulComposer: Sendable, Equatable {
    // The Unicode Hangul syllable algebra (Unicode §3.12): syllable = 0xAC00 +
    // (initial × 21 + medial) × 28 + final.
    static let initials: [Character] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    static let medials: [Character] = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// Finals, from index 1 (0: none).
    static let finals: [Character] = [" "] + Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
    /// Vowels that combine with the next (ㅗ + ㅏ = ㅘ …).
    static let compoundVowels: [String: Character] = [
        "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ",
    ]
    /// Final consonant pairs (ㄱ + ㅅ = ㄳ …).
    static let compoundFinals: [String: Character] = [
        "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ",
        "ㄹㅌ": "ㄾ", "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ",
    ]

    /// The jamo of the syllable being composed, in order typed (at most initial, one or two
    /// vowels, one or two finals).
    private var initial: Character?
    private var medial: Character?
    private var final: Character?

    public init() {}

    /// Whether a syllable is being composed.
    public var isComposing: Bool { initial != nil || medial != nil }

    /// The syllable being composed ("" when none): a lone jamo, or the syllable so far.
    public var composing: String {
        guard let initial else { return medial.map(String.init) ?? "" }
        guard let medial, let l = Self.initials.firstIndex(of: initial), let v = Self.medials.firstIndex(of: medial) else {
            return String(initial)
        }
        let t = final.flatMap { Self.finals.firstIndex(of: $0) } ?? 0
        return String(Character(Unicode.Scalar(0xAC00 + UInt32((l * 21 + v) * 28 + t))!))
    }

    /// Whether a character is a jamo this composer takes.
    public static func isJamo(_ ch: Character) -> Bool { initials.contains(ch) || medials.contains(ch) }

    /// Types one jamo: returns the text completed by it and what is being composed after it.
    public mutating func input(_ jamo: Character) -> (commit: String, composing: String) {
        var commit = ""
        if Self.medials.contains(jamo) {
            if initial != nil, medial == nil {
                medial = jamo
            } else if let m = medial, final == nil, let both = Self.compoundVowels["\(m)\(jamo)"] {
                medial = both
            } else if let f = final {
                // The final moves on: 닭 + ㅏ → 달 + 가; 김 + ㅣ → 기 + 미.
                let (kept, moved) = Self.split(f)
                final = kept
                commit = composing
                initial = moved; medial = jamo; final = nil
            } else {
                commit = composing
                initial = nil; medial = jamo; final = nil
            }
        } else if Self.initials.contains(jamo) {
            if initial != nil, medial != nil, final == nil, Self.finals.contains(jamo) {
                final = jamo
            } else if let f = final, let both = Self.compoundFinals["\(f)\(jamo)"] {
                final = both
            } else {
                commit = composing
                initial = jamo; medial = nil; final = nil
            }
        } else {
            commit = composing + String(jamo)
            reset()
        }
        return (commit, composing)
    }

    /// Backspace inside the syllable: takes away the jamo typed last (김 → 기 → ㄱ → nothing).
    /// Returns false when nothing was being composed (the field's own character is deleted).
    public mutating func deleteBackward() -> Bool {
        if let f = final {
            final = Self.compoundFinals.first { $0.value == f }.map { Character(String($0.key.prefix(1))) }
            return true
        }
        if let m = medial {
            medial = Self.compoundVowels.first { $0.value == m }.map { Character(String($0.key.prefix(1))) }
            if medial == nil, initial == nil { reset() }
            return true
        }
        if initial != nil { initial = nil; return true }
        return false
    }

    /// Ends the composition: returns the syllable to commit ("" when none).
    public mutating func finish() -> String {
        defer { reset() }
        return composing
    }

    private mutating func reset() { initial = nil; medial = nil; final = nil }

    /// A final split when a vowel follows it: what stays and what begins the next syllable
    /// (ㄺ → ㄹ, ㄱ; ㅁ → none, ㅁ).
    static func split(_ f: Character) -> (kept: Character?, moved: Character) {
        if let pair = compoundFinals.first(where: { $0.value == f })?.key {
            return (pair.first, pair.last!)
        }
        return (nil, f)
    }
}
