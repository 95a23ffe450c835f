import ScrollEngine
import UICore

/// A tvOS hero carousel: full-width pages that snap one at a time, a progress bar of the pages
/// seen below, the shape of the TV app's top shelf banner (`scrollTargetBehavior(.paging)` with
/// `containerRelativeFrame`, as in WWDC23's "Beyond scroll views").
struct CarouselApp: View {
    static let pages = ["Ocean", "Desert", "Forest", "Glacier", "City"]

    @FocusState private var page: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 30) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<Self.pages.count) { i in
                        ZStack(alignment: .bottomLeading) {
                            LinearGradient(colors: [Color(hue: Double(i) / 5, saturation: 0.7, brightness: 0.8), .black],
                                           startPoint: .top, endPoint: .bottom)
                            Text(Self.pages[i]).font(.title).padding(60)
                        }
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 600)
                        .focusable()
                        .focused($page, equals: i)
                        .accessibilityLabel(Self.pages[i])
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            ProgressView("Page \((page ?? 0) + 1) of \(Self.pages.count)",
                         value: Double((page ?? 0) + 1), total: Double(Self.pages.count))
                .frame(width: 600)
                .padding(.horizontal, 80)
        }
        .padding(.vertical, 60)
    }
}
