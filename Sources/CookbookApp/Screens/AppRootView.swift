import UICore

/// The whole window: the tab bar, the current screen, and the button-hint footer, inside the tvOS safe area.
struct AppRootView: View {
    @Bindable var model: AppModel
    /// The caffeine widget's host (holding none: no extension can be started, e.g. in unit tests).
    let widget: WidgetSlot
    /// The footer's button hints (what the focused view offers, in the last used device's
    /// glyphs): read by the footer alone, so they change without this view running again.
    let hints: FooterHints
    /// The recipe whose ingredients the confirmation sheet reports (nil: no sheet): view-local
    /// state, as the seed's `@State private var showingConfirmation`.
    @State private var confirmation: GroceryConfirmation? = nil

    /// Air between a screen and the footer, so long content never runs into the hints; half the 40
    /// pt inset every screen keeps below the tab bar.
    static let footerGap = 20.0

    var body: some View {
        VStack(spacing: 0) {
            TabBar(model: model)
                .overlay(alignment: .leading) { if model.navigation.screen == .detail { BackButton(model: model) } }
            screen
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .id(ScreenViewID.screen(model.navigation.screen))
            Footer(message: model.footer, hints: hints)
                .padding(.top, Self.footerGap)
        }
        .padding(EdgeInsets(top: 24, leading: Theme.safeArea.leading, bottom: 24, trailing: Theme.safeArea.trailing))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(item: $confirmation) { shown in
            GroceryConfirmationSheet(model: model, confirmation: shown, presented: $confirmation)
        }
        .sheet(isPresented: $model.asksToQuit) {
            QuitConfirmationSheet(model: model)
        }
    }

    /// The current tab's screen, with the recipe detail pushed on a navigation stack.
    private var screen: some View {
        NavigationStack(path: Bindable(model.navigation).path) {
            tabScreen
        } destination: { _ in
            RecipeDetailScreen(model: model, confirmation: $confirmation)
        }
    }

    @ViewBuilder private var tabScreen: ViewGroup {
        switch model.navigation.screen {
        case .grid, .detail: RecipeGridScreen(model: model)
        case .favorites: FavoritesScreen(model: model)
        case .grocery: GroceryListScreen(model: model)
        case .gallery: GalleryScreen(model: model)
        case .widget: CaffeineWidgetScreen(widget: widget.host)
        case .settings: SettingsScreen(model: model)
        }
    }
}
