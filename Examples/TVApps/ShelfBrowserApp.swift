import UICore

/// A tvOS media browser: a vertical list of titled shelves, each a horizontal row of poster
/// cards scrolling on its own (nested scroll views, none given an id), the shape of the TV
/// app's "Up Next" and Apple's "Creating a tvOS media catalog app in SwiftUI" sample. Return on
/// a poster plays it: the banner says what is playing.
struct ShelfBrowserApp: View {
    struct Shelf: Identifiable {
        let id: Int
        let title: String
        let hue: Double
    }

    static let shelves = ["Up Next", "Top Movies", "New Shows", "Kids", "Documentaries", "Sport", "Music", "Classics"]
        .enumerated().map { Shelf(id: $0.offset, title: $0.element, hue: Double($0.offset) / 8) }

    @FocusState private var focusedPoster: String?
    @State private var playing: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(playing.map { "Playing \($0)" } ?? "Browse").font(.title3)
            ScrollView {
                VStack(alignment: .leading, spacing: 50) {
                    ForEach(Self.shelves) { shelf in
                        VStack(alignment: .leading, spacing: 20) {
                            Text(shelf.title).font(.headline).accessibilityAddTraits(.isHeader)
                            ScrollView(.horizontal) {
                                LazyHStack(spacing: 40) {
                                    ForEach(0..<24) { i in
                                        Button { playing = "\(shelf.title) \(i + 1)" } label: {
                                            VStack(alignment: .leading, spacing: 12) {
                                                Color(hue: shelf.hue, saturation: 0.6, brightness: 0.7)
                                                    .frame(width: 260, height: 390)
                                                Text("\(shelf.title) \(i + 1)").font(.caption).padding(.horizontal, 12)
                                                // Up Next shows how far each has been watched.
                                                if shelf.id == 0 {
                                                    ProgressView(value: Double(i % 4 + 1), total: 5).padding([.horizontal, .bottom], 12)
                                                }
                                            }
                                        }
                                        .buttonStyle(.card)
                                        .focused($focusedPoster, equals: "\(shelf.id)-\(i)")
                                    }
                                }
                                .padding(.vertical, 30)
                            }
                        }
                        .focusSection()
                    }
                }
            }
        }
        .padding(.horizontal, 80)
        .padding(.top, 40)
    }
}
