import UICore

/// The page `headless: layout:` builds (``LayoutBenchmarks``): a header with a count and a
/// button that raises it, then forty cards.
struct LayoutBenchPage: View {
    @State private var saved = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack {
                Text("\(saved) saved").font(.title2).id("count")
                Spacer()
                Button("Save one more") { saved += 1 }.id("more")
            }
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(0..<40, id: \.self) { i in LayoutBenchCard(index: i) }
                }
            }
        }
        .padding(60)
    }
}
