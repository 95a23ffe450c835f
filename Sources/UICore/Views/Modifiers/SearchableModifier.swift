extension View {
    /// Puts a search field above this view (SwiftUI's `searchable(text:prompt:)`, tvOS style):
    /// the field spans the top, takes focus when the view first shows (a tvOS search screen
    /// starts in its field), Down goes from it into the results and Up from any result comes
    /// back to it. Typing edits `text` (Return, or the on-screen keyboard's Done, ends editing);
    /// the results below are the view's to filter. The field is named `search-field` (a
    /// window-wide id, for `focus(id:)` and scripts); a reader says `prompt`, then "search
    /// field" and what is typed.
    public func searchable(text: Binding<String>, prompt: String? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt ?? "Search")
    }
}

/// A view under a search field (``View/searchable(text:prompt:)``).
public struct SearchableView<Content: View>: View {
    var content: Content
    var text: Binding<String>
    var prompt: String

    /// Space between the field and the results: tvOS 17's search screen leaves about 40 pt
    /// (measured from tvOS 17 screenshots of the TV app's search).
    static var spacing: Double { 40 }

    public var body: some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            TextField(prompt, text: text)
                .accessibilityAddTraits(.isSearchField)
                .prefersDefaultFocus(true)
                .id("search-field")
                .focusSection()
            content
        }
    }
}
