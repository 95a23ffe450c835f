import FocusEngine
import UICore

/// The app's screens, by their stable names (docs/interfaces.md).
public enum Screen: String, CaseIterable, Sendable {
    case grid, favorites, detail, grocery, gallery, widget, settings

    /// The screens reachable from the tab bar, in order (detail is pushed from a recipe).
    public static let tabs: [Screen] = [.grid, .favorites, .grocery, .gallery, .widget, .settings]

    /// The scene the runtime remembers this screen's focus under.
    public var scene: SceneID { SceneID(rawValue) }

    /// The screen a scene of this app is, nil for a scene it does not have.
    public init?(scene: SceneID) { self.init(rawValue: scene.name) }

    /// The tab's title, a key in the interface's catalogue (English as written).
    public var title: LocalizedStringKey {
        switch self {
        case .grid: "Recipes"
        case .favorites: "Favorites"
        case .detail: "Recipe"
        case .grocery: "Grocery List"
        case .gallery: "Gallery"
        case .widget: "Caffeine"
        case .settings: "Settings"
        }
    }
}
