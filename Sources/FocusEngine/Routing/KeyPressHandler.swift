import UICore

/// An `onKeyPress` handler: which presses it wants (keys or characters, phases) and its action.
public struct KeyPressHandler {
    /// What a handler matches.
    public enum Match {
        /// Any of these keys (`onKeyPress(.return)`, `onKeyPress(keys: [.upArrow, .downArrow])`).
        case keys(Set<Key>)
        /// Presses whose typed characters all lie in the set (`onKeyPress(characters: .alphanumerics)`).
        case characters(CharacterPredicate)
        /// Every press (`onKeyPress { … }`).
        case any
    }

    /// SwiftUI's default phases for `onKeyPress`: key down and auto-repeat.
    public static let defaultPhases: KeyPress.Phases = [.down, .repeat]

    /// What the handler matches.
    public var match: Match
    /// The phases it wants.
    public var phases: KeyPress.Phases
    /// The action: `.handled` stops the press, `.ignored` lets it bubble to the ancestors.
    public var action: (KeyPress) -> KeyPress.Result

    /// A handler for some keys.
    public init(keys: Set<Key>, phases: KeyPress.Phases = KeyPressHandler.defaultPhases,
                action: @escaping (KeyPress) -> KeyPress.Result) {
        self.match = .keys(keys); self.phases = phases; self.action = action
    }

    /// A handler for one key.
    public init(_ key: Key, phases: KeyPress.Phases = KeyPressHandler.defaultPhases,
                action: @escaping (KeyPress) -> KeyPress.Result) {
        self.init(keys: [key], phases: phases, action: action)
    }

    /// A handler for typed characters in a set.
    public init(characters: CharacterPredicate, phases: KeyPress.Phases = KeyPressHandler.defaultPhases,
                action: @escaping (KeyPress) -> KeyPress.Result) {
        self.match = .characters(characters); self.phases = phases; self.action = action
    }

    /// A handler for every press in the phases.
    public init(phases: KeyPress.Phases = KeyPressHandler.defaultPhases,
                action: @escaping (KeyPress) -> KeyPress.Result) {
        self.match = .any; self.phases = phases; self.action = action
    }

    /// Whether the handler wants the press. Character handlers skip presses with Command or
    /// Control held (those are shortcuts, not typing).
    public func matches(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch match {
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let set):
            guard !press.characters.isEmpty, press.modifiers.isDisjoint(with: [.command, .control]) else { return false }
            return press.characters.allSatisfy(set.contains)
        case .any: return true
        }
    }

    /// Runs the action when the press matches; otherwise `.ignored`.
    public func handle(_ press: KeyPress) -> KeyPress.Result {
        matches(press) ? action(press) : .ignored
    }
}
