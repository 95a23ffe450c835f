import FocusEngine
import UICore

/// What a ``CommandContext`` reads of its host and asks of it: the runtime as input reads it
/// (``InputState``), the focus system's answers about which views focus knows and remembers,
/// the focused values, and the one place commands are applied (``ViewHost``).
protocol CommandTarget: InputState {
    /// The focus system, read only: focus changes through ``apply(_:)``.
    var focusSystem: FocusSystem { get }
    /// The focused view's value for a focused-value key path, else its ancestors', else the scene's.
    func focusedValue<V>(_ keyPath: KeyPath<FocusedValues, V?>) -> V?
    /// Applies a command (``RuntimeCommand``) and answers where its caller's next step depends on it.
    @discardableResult
    func apply(_ command: RuntimeCommand) -> CommandOutcome
}
