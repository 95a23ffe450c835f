import FocusEngine
import ScrollEngine
import UICore

/// What an app adds to a ``ViewHost``: its menu shortcuts, its own pad buttons, where Back goes
/// when no sheet or navigation stack takes it, and what focus changes mean to its model.
/// Every requirement has a default that does nothing, so a small program implements none.
public protocol ViewHostCommands: AnyObject {
    /// What the app shows now (a screen): focus is remembered per scene and restored when the
    /// scene comes back.
    var scene: SceneID { get }
    /// What spoken feedback calls a scene when it shows (a screen's title); nil says nothing.
    func sceneTitle(_ scene: SceneID) -> String?
    /// A scene shows for the first time: choose its focus through `host` (default: the
    /// engine's default focus).
    func enterScene(_ scene: SceneID, host: CommandContext)
    /// Whether focus on `id` stays where it is when the scene changes (a tab bar shown over every
    /// scene), instead of being remembered for the scene left and replaced by the new scene's focus.
    func keepsFocusAcrossScenes(_ id: ViewID) -> Bool
    /// A Control-key press (a menu command); returns whether it was handled. `host` is what the
    /// handler may read of the runtime and ask of it.
    func shortcut(_ press: KeyPress, host: CommandContext) -> Bool
    /// A pad button the runtime gives no meaning (shoulders, X, Y …); returns whether handled.
    func padButton(_ button: PadButton, host: CommandContext) -> Bool
    /// Back (Escape, pad B) after sheets and navigation stacks declined: returns what went back,
    /// nil when nothing did.
    func back(host: CommandContext) -> BackResult?
    /// The remote's Home (pad Guide), after the runtime closed the keyboard, a context menu,
    /// the front sheet and emptied navigation stacks: go to the first screen, at its root, focus
    /// on its default. Returns whether the app did; when it did not, focus goes to the default.
    func home(host: CommandContext) -> Bool
    /// Focus moved to `id`.
    func focusDidChange(to id: ViewID?)
    /// Before each frame's views are built, after scroll animations stepped: the app carries out
    /// what its model asked of focus and scrolling through `host`.
    func frameWillBegin(host: CommandContext)
    /// The next clock time after `now` at which the app's picture changes by itself.
    func nextDeadline(after now: Double) -> Double?
}

extension ViewHostCommands {
    public var scene: SceneID { .main }
    public func sceneTitle(_ scene: SceneID) -> String? { nil }
    public func enterScene(_ scene: SceneID, host: CommandContext) { host.focusDefault() }
    public func keepsFocusAcrossScenes(_ id: ViewID) -> Bool { false }
    public func shortcut(_ press: KeyPress, host: CommandContext) -> Bool { false }
    public func padButton(_ button: PadButton, host: CommandContext) -> Bool { false }
    public func back(host: CommandContext) -> BackResult? { nil }
    public func home(host: CommandContext) -> Bool { false }
    public func focusDidChange(to id: ViewID?) {}
    public func frameWillBegin(host: CommandContext) {}
    public func nextDeadline(after now: Double) -> Double? { nil }
}
