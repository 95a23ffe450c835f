import UICore

/// A key with modifiers written as text, as replay scripts and key bindings spell them:
/// `right`, `tab`, `shift+tab`, `return`, `space`, `escape`, `a`, `cmd+shift+z`.
///
/// Key names are `Key.description`'s (`up down left right tab return space escape backspace
/// delete home end pageup pagedown`, or one character) plus the aliases `enter`, `esc`,
/// `page-up`, `page-down`; modifiers are `shift`, `ctrl`/`control`, `alt`/`option`,
/// `cmd`/`command`/`super`.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// A chord from its parts.
    public init(key: Key, modifiers: KeyModifiers = []) { self.key = key; self.modifiers = modifiers }

    /// Parses `mod+mod+key` (case-insensitive names; a single character keeps its case folded
    /// to lower-case, as `Key.character` wants); nil when a part is unknown.
    public init?(_ text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" itself (e.g. "shift++") ends in an empty part: treat the last "+" as the key.
        var names = parts
        var keyName = names.removeLast()
        if keyName.isEmpty, text.hasSuffix("+") { keyName = "+"; if names.last == "" { names.removeLast() } }
        var mods: KeyModifiers = []
        for raw in names {
            switch raw.lowercased() {
            case "shift": mods.insert(.shift)
            case "ctrl", "control": mods.insert(.control)
            case "alt", "option", "opt": mods.insert(.option)
            case "cmd", "command", "super", "meta": mods.insert(.command)
            default: return nil
            }
        }
        guard let key = Self.key(named: keyName) else { return nil }
        self.init(key: key, modifiers: mods)
    }

    /// The key for a name or single character.
    static func key(named name: String) -> Key? {
        let named: [Key] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .tab, .return, .space, .escape,
                            .delete, .deleteForward, .home, .end, .pageUp, .pageDown]
        let lower = name.lowercased()
        if let k = named.first(where: { $0.description == lower }) { return k }
        switch lower {
        case "enter": return .return
        case "esc": return .escape
        case "page-up": return .pageUp
        case "page-down": return .pageDown
        default: break
        }
        if name.count == 1, let c = name.lowercased().first { return .character(c) }
        return nil
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.command) { parts.append("cmd") }
        parts.append(key.description)
        return parts.joined(separator: "+")
    }
}
