import Testing
import UICore
@testable import UIRuntime

/// A row showing a title and its rating, whose text an async load makes wider.
private final class Rating: ObservableModel { @Observed var stars = "…" }

private struct RatedRow: View {
    let index: Int
    let rating: Rating
    var body: some View {
        Button {} label: { HStack { Text("Film \(index)"); Text(rating.stars) } }.id(ViewID("row\(index)"))
    }
}

/// Lazy stacks size their items as SwiftUI's do: each item is offered the stack's own width (a
/// `LazyVStack`) or height (a `LazyHStack`), not the first item's, and placed by the stack's
/// alignment across it; the stack, which cannot measure items it has not built, takes the
/// width (height) it is offered.
@MainActor
@Suite struct LazyStackSizingTests {
    /// The frame of the view with `id` in the host's last tree.
    private func frame<V: View>(_ host: ViewHost<V>, _ id: ViewID) -> Rect? { host.root?.find(id: id)?.frame }

    /// Apple's `LazyVStack` documentation: "The stack aligns to the leading edge of the scroll
    /// view" — every row starts at the scroll view's leading edge, short and long alike.
    @Test func leadingRowsStartAtTheScrollViewsLeadingEdge() {
        let host = identityHost(Size(width: 960, height: 540)) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(1...100, id: \.self) { number in
                        Text("Row \(number)").id(ViewID("n\(number)"))
                    }
                }
            }
        }
        let short = frame(host, "n1"), long = frame(host, "n10")
        #expect(short?.minX == 0, "\(String(describing: short))")
        #expect(long?.minX == 0, "\(String(describing: long))")
        #expect((long?.width ?? 0) > (short?.width ?? 0))
    }

    /// A row whose rating arrives after the list was first laid out gets the width its new text
    /// needs, as the same row in a plain stack does (it was squeezed into the first row's width,
    /// its title wrapping).
    @Test func aRowThatGrowsIsLaidOutAtItsNewSize() {
        let clock = ManualClock()
        let ratings = [Rating(), Rating(), Rating()]
        let lazy = identityHost(Size(width: 960, height: 540), clock: clock) {
            ScrollView { LazyVStack(spacing: 12) { ForEach(0..<3, id: \.self) { RatedRow(index: $0, rating: ratings[$0]) } } }
        }
        let plain = identityHost(Size(width: 960, height: 540), clock: clock) {
            ScrollView { VStack(spacing: 12) { ForEach(0..<3, id: \.self) { RatedRow(index: $0, rating: ratings[$0]) } } }
        }
        ratings[1].stars = "★★★★★★★★★★"
        clock.advance(by: 1.0 / 60)
        _ = lazy.frame(); _ = plain.frame()
        let grown = frame(lazy, "row1"), wanted = frame(plain, "row1")
        #expect(grown?.width == wanted?.width, "lazy \(String(describing: grown)), plain \(String(describing: wanted))")
        #expect(grown?.height == wanted?.height)
    }

    /// Rows of different widths in one list each get their own width, centred by default.
    @Test func rowsOfDifferentWidthsKeepTheirOwn() {
        let host = identityHost(Size(width: 960, height: 540)) {
            ScrollView {
                LazyVStack {
                    ForEach(["A", "A much longer title than the first"], id: \.self) { t in
                        Button(t) {}.id(ViewID(t))
                    }
                }
            }
        }
        let a = frame(host, "A"), b = frame(host, "A much longer title than the first")
        #expect((b?.width ?? 0) > (a?.width ?? 0) * 3, "\(String(describing: a)) \(String(describing: b))")
        #expect(a.map { $0.midX } == b.map { $0.midX })
    }
}
