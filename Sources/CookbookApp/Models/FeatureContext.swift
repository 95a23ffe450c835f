import UICore

/// What a feature model (``GroceryListModel``, ``FavoritesModel``, ``GalleryModel``,
/// ``CaffeineLogModel``, ``RecipeGridModel``) works with: the user data and its saving, the
/// catalogue, the runtime's services, and the app model for the footer and the interface's language.
///
/// The app model is held weakly: a feature model kept past its app model (a test's temporary
/// subject, a binding a view still holds) still reads and changes its data; only the footer's
/// message goes nowhere.
struct FeatureContext {
    /// The user data and its saving (each change saved and traced).
    let repository: UserDataRepository
    let catalog: Catalog
    /// The runtime's clock, trace, toasts and spoken feedback.
    let services: ModelServices
    /// The app model (nil once it is gone).
    weak var app: AppModel?

    /// The user data as it is now.
    var userData: UserData { repository.userData }

    /// Applies a change to the user data, saved at once (or after the debounce when `debounced`)
    /// and traced as `what`.
    func change(_ what: String, debounced: Bool = false, _ body: (inout UserData) -> Void) {
        repository.change(what, debounced: debounced, body)
    }

    /// Traces an event (a control's `value`).
    func emit(_ event: TraceEvent) { repository.emit(event) }

    /// Shows `key` in the footer, in the interface's language.
    func say(_ key: LocalizedStringKey) {
        guard let app else { return }
        app.footer.text = app.localized(key)
    }
}
