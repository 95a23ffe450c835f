import UICore

/// Something the model asks of the runtime that no view can say by itself, queued by the model
/// (``AppModel/request(_:)``) and carried out by ``AppRuntime`` before the next frame is built,
/// in the order asked.
public enum RuntimeRequest: Equatable, Sendable {
    /// A scroll view's content changed wholesale (another category's recipes): start it again at the top.
    case resetScroll(ViewID)
    /// The current tab was activated: focus goes down from the tab bar into its screen.
    case focusContent
    /// The remote's Home: focus goes to the first screen's default, not where it was left.
    case home
}
