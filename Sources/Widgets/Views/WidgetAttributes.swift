import UICore

/// What widget views hand to the ``WidgetArchiver`` through their nodes.
public enum WidgetAttributes {
    /// The intent a `Button(intent:)` or `Toggle(_:isOn:intent:)` performs when tapped.
    public enum IntentKey: ViewAttributeKey { public typealias Value = EncodedIntent }

    /// An intent packed for archiving; `envelope` is nil when it could not be encoded (the
    /// archiver reports it). A wrapper, not an optional: an absent attribute must read as nil.
    public struct EncodedIntent: Sendable {
        public var envelope: IntentEnvelope?
        public init<Intent: AppIntent>(_ intent: Intent) { envelope = try? IntentEnvelope(intent) }
    }
    /// A toggle's drawing in a given state, so both states can be archived (W4).
    public enum ToggleStateKey: ViewAttributeKey { public typealias Value = @Sendable (Bool) -> any View }
    /// `invalidatableContent()`: drawn stale from a tap until the reloaded entry arrives (W4).
    public enum InvalidatableKey: ViewAttributeKey { public typealias Value = Bool }
}
