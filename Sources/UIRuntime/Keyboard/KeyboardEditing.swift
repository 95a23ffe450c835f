import UICore

/// What the on-screen keyboard (``OnScreenKeyboard``) edits through, and nothing more of the
/// runtime: its text input over the last laid-out tree, spoken feedback's echo in the
/// environment's language, and the time.
struct KeyboardEditing {
    /// Text field editing (the caret, the composition).
    let text: TextInput
    /// The tree laid out by the last frame, where the field edited is found.
    let root: Node?
    /// Spoken feedback, which echoes what a key typed.
    let speech: SpokenFeedback
    /// The environment views are resolved in (the echo's language).
    let environment: EnvironmentValues
    /// The clock's time (the caret blinks from the last key).
    let now: Double
}
