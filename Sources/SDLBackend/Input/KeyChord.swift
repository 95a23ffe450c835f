import UICore

/// A key with modifiers written as text, as replay scripts and key bindings spell them:
/// `right`, `tab`, `shift+tab`, `return`, `space`, `escape`, `a`, `cmd+shift+z`.
///
/// Key names are `Key.description`'s (`up down left right tab return space escape backspace
/// delete home end pageup pagedown`, the remote's `back homepage menu select playpause stop
/// rewind fastforward nexttrack previoustrack channelup channeldown info search red green yellow
/// blue`, or one character) plus aliases such as `enter`, `esc`, `page-up`, `play-pause`
/// (`Key(named:)`); modifiers are `shift`, `ctrl`/`control`, `alt`/`option`,
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

    /// The key for a name or single character (`Key(named:)`).
    static func key(named name: String) -> Key? { Key(named: name) }

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
