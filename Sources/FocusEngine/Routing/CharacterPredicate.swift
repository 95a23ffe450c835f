/// A set of characters given by a test, for `onKeyPress(characters:)` (a small stand-in for
/// Foundation's `CharacterSet` that works on Swift `Character`s).
public struct CharacterPredicate: Sendable {
    private let test: @Sendable (Character) -> Bool

    /// A set defined by a test.
    public init(_ test: @escaping @Sendable (Character) -> Bool) { self.test = test }

    /// The characters of a string.
    public init(charactersIn string: String) {
        let set = Set(string)
        self.init { set.contains($0) }
    }

    /// Whether the character is in the set.
    public func contains(_ c: Character) -> Bool { test(c) }

    /// Letters and numbers of any script (SwiftUI's `.alphanumerics`).
    public static let alphanumerics = CharacterPredicate { $0.isLetter || $0.isNumber }
    /// Letters of any script.
    public static let letters = CharacterPredicate { $0.isLetter }
    /// Decimal digits of any script.
    public static let decimalDigits = CharacterPredicate { c in
        c.unicodeScalars.count == 1 && c.unicodeScalars.first!.properties.numericType == .decimal
    }
    /// Spaces and tabs (not line breaks).
    public static let whitespaces = CharacterPredicate { $0.isWhitespace && !$0.isNewline }
    /// Punctuation.
    public static let punctuation = CharacterPredicate { $0.isPunctuation }

    /// Characters in either set.
    public func union(_ other: CharacterPredicate) -> CharacterPredicate {
        let a = self, b = other
        return CharacterPredicate { a.contains($0) || b.contains($0) }
    }

    /// Characters not in this set.
    public var inverted: CharacterPredicate {
        let a = self
        return CharacterPredicate { !a.contains($0) }
    }
}
