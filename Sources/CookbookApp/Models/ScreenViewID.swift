import UICore

/// The identities the app gives its tab buttons and screen containers: typed values, so the
/// runtime reads which tab a focused view is from its id's value instead of parsing its name.
/// Their names (``ViewID/description``) are the ones traces and scripts use: `tab-grid`,
/// `screen-favorites`.
enum ScreenViewID: Hashable, CustomStringConvertible {
    /// A tab button of the tab bar.
    case tab(Screen)
    /// The container a screen's content is drawn in (its default focus is looked up there).
    case screen(Screen)

    var description: String {
        switch self {
        case .tab(let s): "tab-\(s.rawValue)"
        case .screen(let s): "screen-\(s.rawValue)"
        }
    }

    /// This value as a view's id.
    var id: ViewID { ViewID(self) }

    /// The tab whose button `id` is, nil for every other view.
    static func tab(of id: ViewID) -> Screen? {
        guard case .tab(let screen)? = id.value(as: ScreenViewID.self), Screen.tabs.contains(screen) else { return nil }
        return screen
    }
}
