import UICore
import ScrollEngine

/// One shelf: a title over a lazy row of 200 posters that scrolls a whole poster at a time and
/// remembers the poster focused last.
struct Shelf: View {
    let index: Int
    let category: String
    let focus: FocusState<String?>.Binding
    let open: (Poster) -> Void

    /// Posters per shelf.
    static let count = 200
    /// Space between posters in points (tvOS shelves leave about 40 pt at 1080p).
    static let spacing = 40.0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(category): shelf \(index + 1)").font(.title3).frame(height: 36).padding(.leading, 60)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: Self.spacing) {
                    ForEach(0..<Self.count) { i in
                        let poster = Poster(shelf: index, index: i, category: category)
                        Button { open(poster) } label: { PosterArt(poster: poster) }
                            .buttonStyle(.card)
                            .focused(focus, equals: poster.id)
                            .id("s\(index)-p\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            // Room above and below for a focused poster's lift and shadow.
            .contentMargins(.vertical, 20)
            .scrollTargetBehavior(.viewAligned)
            .focusSection(remembersLastFocus: true)
            .id("shelf-\(index)")
        }
    }
}
