import UICore

/// A tvOS search screen: a search field over a grid of results that narrows as you type, the
/// shape of `searchable(text:prompt:)` in Apple's "Adding a search interface to your app".
struct SearchApp: View {
    @State private var query = ""

    static let titles = ["Star Trails", "Starlight Express", "Stardust", "Moon River", "Moonrise Kingdom",
                         "Sunset Boulevard", "Sunshine", "Northern Lights", "Lighthouse", "Starfish Bay"]

    var results: [String] {
        query.isEmpty ? Self.titles : Self.titles.filter { $0.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 360), spacing: 40)], spacing: 40) {
                ForEach(results, id: \.self) { title in
                    Button {} label: {
                        VStack(alignment: .leading, spacing: 12) {
                            LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .top, endPoint: .bottom)
                                .frame(height: 200)
                            Text(title).font(.headline).padding(.horizontal, 16).padding(.bottom, 12)
                        }
                    }
                    .buttonStyle(.card)
                }
            }
        }
        .searchable(text: $query, prompt: "Movies, Shows and More")
        .padding(60)
    }
}
