/// An `onKeyPress` handler as declared: which keys, characters and phases it wants, and its action.
public struct KeyPressAction {
    /// Keys matched exactly (empty: match by characters).
    public var keys: Set<Key>
    /// A predicate on the typed characters (e.g. alphanumerics), nil when matching by key.
    public var characters: ((Character) -> Bool)?
    public var phases: KeyPress.Phases
    public var action: (KeyPress) -> KeyPress.Result

    public init(keys: Set<Key>, characters: ((Character) -> Bool)? = nil, phases: KeyPress.Phases = .down,
                action: @escaping (KeyPress) -> KeyPress.Result) {
        self.keys = keys; self.characters = characters; self.phases = phases; self.action = action
    }

    /// Whether this handler wants the press.
    public func matches(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        if keys.contains(press.key) { return true }
        if let characters, !press.characters.isEmpty, press.modifiers.isDisjoint(with: [.command, .control]) {
            return press.characters.allSatisfy(characters)
        }
        return false
    }
}

extension Key {
    /// `Character.isLetter || isNumber`: SwiftUI's `.alphanumerics` character set.
    public static func isAlphanumeric(_ c: Character) -> Bool { c.isLetter || c.isNumber }
}
