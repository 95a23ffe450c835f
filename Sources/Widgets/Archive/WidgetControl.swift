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
    /// A button's drawing from its own origin, unfocused and focused (the host shows the one
    /// matching its focus, so focus looks as it does on any other button); nil for toggles,
    /// which carry their two states in ``kind``.
    public var drawing: DisplayList?
    public var focusedDrawing: DisplayList?

    public init(id: String, frame: Rect, intent: IntentEnvelope, kind: Kind, drawing: DisplayList? = nil, focusedDrawing: DisplayList? = nil) {
        self.id = id; self.frame = frame; self.intent = intent; self.kind = kind
        self.drawing = drawing; self.focusedDrawing = focusedDrawing
    }

    /// The drawing the control shows: a toggle in state `isOn` (nil: its archived state), a
    /// button focused or not.
    public func drawing(focused: Bool, isOn: Bool? = nil) -> DisplayList? {
        switch kind {
        case .button: focused ? (focusedDrawing ?? drawing) : drawing
        case .toggle(let archived, let on, let off): (isOn ?? archived) ? on : off
        }
    }
}
