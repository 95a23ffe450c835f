/// What Back (Escape, pad B, Menu) did, as the trace's `key` event names it (`by`).
public enum BackResult: Hashable, Sendable {
    /// The on-screen keyboard closed, keeping its text (`osk`).
    case keyboardClosed
    /// The context menu closed (`context-menu`).
    case contextMenuClosed
    /// An `onExitCommand` action ran (`exit-command`).
    case exitCommand
    /// A sheet was dismissed (`sheet`).
    case sheetDismissed
    /// A navigation stack popped its top screen (`navigation`).
    case navigationPopped
    /// Focus went from inside a tab's screen to its tab in a `TabView`'s bar (`tab-bar`).
    case tabBar
    /// The app's own meaning of Back (``ViewHostCommands/back(host:)``), such as the cookbook's
    /// focus going up to its tab bar.
    case app(AppBack)

    /// The name the trace gives it.
    public var traceName: String {
        switch self {
        case .keyboardClosed: "osk"
        case .contextMenuClosed: "context-menu"
        case .exitCommand: "exit-command"
        case .sheetDismissed: "sheet"
        case .navigationPopped: "navigation"
        case .tabBar: "tab-bar"
        case .app(let meaning): meaning.rawValue
        }
    }
}
