import UICore

/// Which keys (with modifiers) and pad buttons trigger which ``InputAction``: the defaults of the
/// README's Controls table (remapping: docs/controls.md), with the user's `keymap.toml` entries replacing an action's defaults.
///
/// A key press matches a binding with exactly its modifiers, else a binding of the bare key
/// (so Shift+arrow still moves, as before the key map existed).
public struct InputBindings: Sendable, Equatable {
    /// Key bindings: key, modifiers, action.
    public private(set) var keys: [Binding<KeyChordValue>]
    /// Pad button bindings.
    public private(set) var pads: [Binding<PadButton>]

    /// One input bound to one action.
    public struct Binding<Input: Hashable & Sendable>: Hashable, Sendable {
        public var input: Input
        public var action: InputAction
    }

    /// A key with the modifiers it must be pressed with.
    public struct KeyChordValue: Hashable, Sendable {
        public var key: Key
        public var modifiers: KeyModifiers
        public init(_ key: Key, _ modifiers: KeyModifiers = []) { self.key = key; self.modifiers = modifiers }
    }

    /// The built-in bindings (README, Controls).
    public static let defaults = InputBindings(
        keys: [
            (.up, [.init(.upArrow)]), (.down, [.init(.downArrow)]), (.left, [.init(.leftArrow)]),
            (.right, [.init(.rightArrow)]), (.select, [.init(.return), .init(.space), .init(.select)]),
            (.back, [.init(.escape), .init(.back)]),
            (.next, [.init(.tab)]), (.previous, [.init(.tab, .shift)]),
            (.favourite, [.init(.character("f"), .control)]), (.grocery, [.init(.character("g"), .control)]),
            (.debugger, [.init(.character("d"), .control)]), (.quit, [.init(.character("q"), .control)]),
            (.keyboard, [.init(.character("k"), .control)]),
            (.speech, [.init(.character("s"), [.control, .option])]),
            (.readAll, [.init(.character("a"), [.control, .option])]),
            // The remote's buttons (Kodi and Android TV give them the same meanings).
            (.home, [.init(.homeButton)]), (.contextMenu, [.init(.menu)]), (.playPause, [.init(.playPause)]),
            (.stop, [.init(.stop)]), (.rewind, [.init(.rewind), .init(.previousTrack)]),
            (.fastForward, [.init(.fastForward), .init(.nextTrack)]),
            (.pageUp, [.init(.pageUp), .init(.channelUp)]), (.pageDown, [.init(.pageDown), .init(.channelDown)]),
            (.first, [.init(.home)]), (.last, [.init(.end)]),
            (.info, [.init(.info)]),
        ],
        pads: [
            (.up, [.dpadUp]), (.down, [.dpadDown]), (.left, [.dpadLeft]), (.right, [.dpadRight]),
            (.select, [.a]), (.back, [.b, .start]), (.favourite, [.y]),
            // The pad's Guide (Xbox, PS) button is the Apple TV remote's TV button.
            (.home, [.guide]),
        ])

    init(keys: [(InputAction, [KeyChordValue])], pads: [(InputAction, [PadButton])]) {
        self.keys = keys.flatMap { a, inputs in inputs.map { Binding(input: $0, action: a) } }
        self.pads = pads.flatMap { a, inputs in inputs.map { Binding(input: $0, action: a) } }
    }

    /// Replaces every key binding of `action` with `chords`.
    public mutating func bind(_ action: InputAction, keys chords: [KeyChordValue]) {
        keys.removeAll { $0.action == action }
        keys += chords.map { Binding(input: $0, action: action) }
    }

    /// Replaces every pad binding of `action` with `buttons`.
    public mutating func bind(_ action: InputAction, pad buttons: [PadButton]) {
        pads.removeAll { $0.action == action }
        pads += buttons.map { Binding(input: $0, action: action) }
    }

    /// The action a key press triggers: its exact chord's, else its bare key's.
    public func action(for press: KeyPress) -> InputAction? {
        let exact = KeyChordValue(press.key, press.modifiers)
        return keys.last(where: { $0.input == exact })?.action
            ?? keys.last(where: { $0.input == KeyChordValue(press.key) })?.action
    }

    /// The action a pad button triggers.
    public func action(for button: PadButton) -> InputAction? {
        pads.last(where: { $0.input == button })?.action
    }
}
