import UICore

/// The whole window: the tab bar, the current screen, and the button-hint footer, inside the tvOS safe area.
struct AppRootView: View {
    let model: AppModel
    let now: Double
    let padFamily: String

    var body: some View {
        VStack(spacing: 0) {
            TabBar(model: model)
            screen
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .id("screen-\(model.screen.rawValue)")
            // Confirmations stay 4 s, like a tvOS banner (tuned by eye).
            ButtonHints(family: padFamily, message: model.showsMessage(at: now) ? model.lastMessage : nil)
        }
        .padding(EdgeInsets(top: 24, leading: Theme.safeArea.leading, bottom: 24, trailing: Theme.safeArea.trailing))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: Binding(get: { model.groceryConfirmation != nil },
                                    set: { if !$0 { model.groceryConfirmation = nil } })) {
            GroceryConfirmationSheet(model: model)
        }
    }

    /// The current tab's screen, with the recipe detail pushed on a navigation stack.
    private var screen: some View {
        NavigationStack(path: Binding(get: { model.screen == .detail ? [model.detailRecipe] : [] },
                                      set: { if $0.isEmpty { model.back() } })) {
            tabScreen
        } destination: { _ in
            RecipeDetailScreen(model: model)
        }
    }

    @ViewBuilder private var tabScreen: ViewGroup {
        switch model.screen {
        case .grid, .detail: RecipeGridScreen(model: model)
        case .favorites: FavoritesScreen(model: model)
        case .grocery: GroceryListScreen(model: model)
        case .gallery: GalleryScreen(model: model)
        case .widget: CaffeineWidgetScreen(model: model, now: now)
        case .settings: SettingsScreen(model: model)
        }
    }
}
