import UICore

/// A tappable control inside an archived widget: where it is and which intent it sends.
///
/// Widgets support only buttons and toggles (seed 003). A toggle carries its drawing in both
/// states, rendered when the entry was archived, so the host can flip it the moment it is tapped
/// without running widget code (W4), and both states focused, so a focused toggle looks as
/// focused as a button does.
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
    /// A toggle's drawing focused, on and off, from its own origin. Optional on the wire: an
    /// archive from an older extension has none, and its focused toggle shows its unfocused
    /// drawing (lifted by the host) as before; an older host ignores them.
    public var focusedOnDrawing: DisplayList?
    public var focusedOffDrawing: DisplayList?
    /// A toggle's ``SetValueIntent`` set to on and to off: a tap sends the one for the state the
    /// toggle shows after it (a quick second tap sends the other state). Optional on the wire:
    /// without them (an older extension, an intent that sets no value) a tap sends ``intent``.
    public var onIntent: IntentEnvelope?
    public var offIntent: IntentEnvelope?
    /// What a reader calls the control ("Espresso", "Decaf only", "Undo last drink"): its
    /// `accessibilityLabel`, else its text, as the extension resolved it. Optional on the wire:
    /// an archive from an older extension has none, and the host then reads the control's id.
    public var accessibilityLabel: String?
    /// The control's accessibility hint, if the widget gave one.
    public var accessibilityHint: String?

    public init(id: String, frame: Rect, intent: IntentEnvelope, kind: Kind, drawing: DisplayList? = nil, focusedDrawing: DisplayList? = nil,
                focusedOnDrawing: DisplayList? = nil, focusedOffDrawing: DisplayList? = nil,
                onIntent: IntentEnvelope? = nil, offIntent: IntentEnvelope? = nil,
                accessibilityLabel: String? = nil, accessibilityHint: String? = nil) {
        self.id = id; self.frame = frame; self.intent = intent; self.kind = kind
        self.drawing = drawing; self.focusedDrawing = focusedDrawing
        self.focusedOnDrawing = focusedOnDrawing; self.focusedOffDrawing = focusedOffDrawing
        self.onIntent = onIntent; self.offIntent = offIntent
        self.accessibilityLabel = accessibilityLabel; self.accessibilityHint = accessibilityHint
    }

    /// What a reader says for the control: its label (else its id made readable, "log espresso").
    public var spokenLabel: String {
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
        return id.replacingOccurrences(of: "-", with: " ")
    }

    /// The intent a tap sends when it leaves the control showing `isOn` (a toggle; nil for a
    /// button): the matching state's intent, else the archived one.
    public func intent(showing isOn: Bool?) -> IntentEnvelope {
        guard let isOn else { return intent }
        return (isOn ? onIntent : offIntent) ?? intent
    }

    /// The drawing the control shows, focused or not: a toggle in state `isOn` (nil: its
    /// archived state), a button. Without a focused drawing, the unfocused one.
    public func drawing(focused: Bool, isOn: Bool? = nil) -> DisplayList? {
        switch kind {
        case .button: focused ? (focusedDrawing ?? drawing) : drawing
        case .toggle(let archived, let on, let off):
            if isOn ?? archived { focused ? (focusedOnDrawing ?? on) : on } else { focused ? (focusedOffDrawing ?? off) : off }
        }
    }
}
