import UICore

/// What widget views hand to the ``WidgetArchiver`` through their nodes.
public enum WidgetAttributes {
    /// The intent a `Button(intent:)` or `Toggle(_:isOn:intent:)` performs when tapped.
    public enum IntentKey: ViewAttributeKey { public typealias Value = EncodedIntent }

    /// An intent packed for archiving; `envelope` is nil when it could not be encoded (the
    /// archiver reports it). A wrapper, not an optional: an absent attribute must read as nil.
    public struct EncodedIntent: Sendable {
        public var envelope: IntentEnvelope?
        /// A toggle's ``SetValueIntent`` with its value set to on and to off (nil: an intent
        /// that does not set a value, sent as it is on every tap).
        public var states: (on: IntentEnvelope, off: IntentEnvelope)?
        public init<Intent: AppIntent>(_ intent: Intent) { envelope = try? IntentEnvelope(intent) }
        /// A toggle's intent, packed for each state the toggle may be set to.
        public init<Intent: SetValueIntent>(settingValueWith intent: Intent) {
            envelope = try? IntentEnvelope(intent)
            var on = intent, off = intent
            on.value = true
            off.value = false
            if let on = try? IntentEnvelope(on), let off = try? IntentEnvelope(off) { states = (on, off) }
        }
    }
    /// A `Button(intent:)`'s own view (its label in its button style), so the archiver can draw
    /// it focused alone, at its frame and in the environment it resolved in, instead of laying
    /// the whole widget out again with focus on it.
    public enum ButtonLookKey: ViewAttributeKey { public typealias Value = any View }
    /// A toggle's drawing in a given state, so both states can be archived (W4).
    public enum ToggleStateKey: ViewAttributeKey { public typealias Value = @Sendable (Bool) -> any View }
    /// `invalidatableContent()`: drawn stale from a tap until the reloaded entry arrives (W4).
    public enum InvalidatableKey: ViewAttributeKey { public typealias Value = Bool }
}
