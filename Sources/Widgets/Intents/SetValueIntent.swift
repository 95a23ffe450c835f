/// An intent that sets a value a toggle shows (App Intents' `SetValueIntent`): the toggle sends
/// it with ``value`` set to the state the toggle shows after the tap, not the state it was
/// archived with, so a second tap before the reloaded entry arrives sends the other state.
public protocol SetValueIntent: AppIntent {
    /// The state to set (the toggle's state after the tap).
    var value: Bool { get set }
}
