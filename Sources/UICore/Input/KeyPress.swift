/// One key event as `onKeyPress` handlers see it (SwiftUI's `KeyPress`).
public struct KeyPress: Hashable, Sendable {
    /// Which part of a press this is.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with the press: `.ignored` lets it bubble to the ancestors.
    public enum Result: String, Hashable, Sendable { case handled, ignored }

    public var key: Key
    /// The characters the key types ("" for non-printing keys).
    public var characters: String
    public var modifiers: KeyModifiers
    /// Exactly one of down, repeat or up.
    public var phase: Phases

    public init(key: Key, characters: String? = nil, modifiers: KeyModifiers = [], phase: Phases = .down) {
        self.key = key
        if let characters { self.characters = characters } else if case .character(let c) = key {
            self.characters = String(c)
        } else if key == .space { self.characters = " " } else { self.characters = "" }
        self.modifiers = modifiers
        self.phase = phase
    }
}
