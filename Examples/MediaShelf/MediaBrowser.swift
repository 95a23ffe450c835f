import UICore

/// The media browser: the sidebar of categories beside three shelves, and a poster's detail
/// sheet over them.
///
/// Return on a category chooses it and moves focus to the first poster of the first shelf
/// (a `@FocusState` write); Back on a shelf returns focus to the chosen category; Return on a
/// poster opens its sheet, and Back closes it with focus back on the poster.
struct MediaBrowser: View {
    static let categories = ["Movies", "Series", "Documentaries", "Kids", "Music"]
    /// Shelves beside the sidebar.
    static let shelves = 3

    @State private var selected = 0
    @State private var opened: Poster?
    @FocusState private var focusedCategory: Int?
    @FocusState private var focusedPoster: String?

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Sidebar(categories: Self.categories, selected: selected, focus: $focusedCategory) { i in
                selected = i
                focusedPoster = Poster.id(shelf: 0, index: 0)
            }
            VStack(alignment: .leading, spacing: 12) {
                ForEach(0..<Self.shelves) { s in
                    Shelf(index: s, category: Self.categories[selected], focus: $focusedPoster) { opened = $0 }
                }
            }
            .padding(.top, 24)
            .frame(maxWidth: .infinity, alignment: .leading)
            // Every shelf's posters start 60 points in from its edge.
            .contentMargins(.horizontal, 60)
            .onExitCommand { focusedCategory = selected }
        }
        .defaultFocus($focusedCategory, 0)
        .sheet(item: $opened) { poster in
            DetailSheet(poster: poster) { opened = nil }
        }
    }
}
