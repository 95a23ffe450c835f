import UICore

/// A tappable control inside an archived widget: where it is and which intent it sends.
///
/// Widgets support only buttons and toggles (seed 003). A toggle carries its drawing in both
/// states, rendered when the entry was archived, so the host can flip it the moment it is tapped
/// without running widget code (W4).
public struct WidgetControl: Equatable, Sendable, Codable {
    /// The kind of control.
    public enum Kind: Equatable, Sendable, Codable {
        /// A button: a tap sends the intent.
        case button
        /// A toggle showing `isOn`, with its drawing in each state (drawn in ``WidgetControl/frame``).
        case toggle(isOn: Bool, on: DisplayList, off: DisplayList)
    }

    /// The control's stable id (`log-espresso`), for focus and the trace.
    public var id: String
    /// The control's frame in the widget's coordinates.
    public var frame: Rect
    /// What a tap performs.
    public var intent: IntentEnvelope
    /// Button or toggle.
    public var kind: Kind

    public init(id: String, frame: Rect, intent: IntentEnvelope, kind: Kind) {
        self.id = id; self.frame = frame; self.intent = intent; self.kind = kind
    }
}
