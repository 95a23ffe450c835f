import Testing
import UICore
@testable import UIRuntime

private struct Story: Identifiable {
    let id: Int
    var title: String { "Story \(id)" }
}

/// Lazy stacks take any views beside their `ForEach`es, as SwiftUI's do: a header above the rows,
/// two `ForEach`es one after the other, `Section`s with headers and footers. Each plain view and
/// each element is one item, built when it nears the visible region. Before, a lazy stack took
/// exactly one `ForEach`: `LazyVStack { Text("Today"); ForEach(stories) { … } }` did not compile.
@MainActor
@Suite struct LazyMixedContentTests {
    private let stories = (0..<1000).map(Story.init)

    /// The texts drawn, top to bottom, of the nodes the last tree built.
    private func builtTexts<V: View>(_ host: ViewHost<V>) -> [String] {
        var out: [(y: Double, text: String)] = []
        host.root?.visit { n in
            if case .text(let t) = n.kind { out.append((n.frame.minY, t.string)) }
            return true
        }
        return out.sorted { $0.y < $1.y }.map(\.text)
    }

    /// A header above a thousand rows: the header first, then the rows in order, each row where
    /// the same stack built whole (a `VStack`) puts it, and only the rows near the window built.
    @Test func aHeaderAboveTheRowsIsAnItemOfItsOwn() {
        let size = Size(width: 960, height: 540)
        let lazy = identityHost(size) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16) {
                    Text("Today")
                    ForEach(stories) { story in Button(story.title) {}.id(ViewID("s\(story.id)")) }
                }
            }
        }
        let plain = identityHost(size) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Today")
                    ForEach(stories.prefix(30)) { story in Button(story.title) {}.id(ViewID("s\(story.id)")) }
                }
            }
        }
        let texts = builtTexts(lazy)
        #expect(texts.first == "Today")
        #expect(Array(texts.dropFirst().prefix(3)) == ["Story 0", "Story 1", "Story 2"])
        #expect(texts.count < 60, "built \(texts.count) texts")
        for i in 0..<8 {
            let a = lazy.root?.find(id: ViewID("s\(i)"))?.frame, b = plain.root?.find(id: ViewID("s\(i)"))?.frame
            // Down the stack alike (across it, a `LazyVStack` is as wide as it is offered).
            #expect(a != nil && a?.minY == b?.minY && a?.height == b?.height, "story \(i): lazy \(String(describing: a)), plain \(String(describing: b))")
        }
        // Focus starts on the first row (the header is not focusable) and walks down.
        #expect(lazy.context.focusedID == ViewID("s0"))
        press(lazy, .downArrow, times: 3)
        #expect(lazy.context.focusedID == ViewID("s3"))
    }

    /// Two `ForEach`es over the same numbers name six items, in order, each reachable.
    @Test func twoForEachesOfTheSameIdentitiesAreSixItems() {
        let host = identityHost(Size(width: 960, height: 540)) {
            ScrollView {
                LazyVStack {
                    ForEach(0..<3, id: \.self) { i in Button("Movie \(i)") {} }
                    ForEach(0..<3, id: \.self) { i in Button("Show \(i)") {} }
                }
            }
        }
        #expect(builtTexts(host) == ["Movie 0", "Movie 1", "Movie 2", "Show 0", "Show 1", "Show 2"])
        var focused: [String] = [focusedTexts(host).joined()]
        for _ in 0..<5 {
            press(host, .downArrow)
            focused.append(focusedTexts(host).joined())
        }
        #expect(focused == ["Movie 0", "Movie 1", "Movie 2", "Show 0", "Show 1", "Show 2"])
    }

    /// A `Section` in a lazy stack: its header, its rows and its footer, in order.
    @Test func aSectionsHeaderRowsAndFooterAreItems() {
        let host = identityHost(Size(width: 960, height: 540)) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    Section {
                        ForEach(0..<2, id: \.self) { i in Text("Row \(i)") }
                    } header: {
                        Text("Downloads")
                    } footer: {
                        Text("2 items")
                    }
                    Text("End")
                }
            }
        }
        #expect(builtTexts(host) == ["Downloads", "Row 0", "Row 1", "2 items", "End"])
    }

    /// Held Down walks past the rows built under the header: the first focusable item tells how
    /// the rows not built take focus.
    @Test func aHeldDirectionReachesRowsNotBuiltUnderAHeader() {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 1280, height: 720), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16) {
                    Text("Today")
                    ForEach(stories) { story in Button(story.title) {} }
                }
            }
        }
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        FramePlannerTests.step(host, clock, frames: 30)
        backend.queued = [.key(KeyPress(key: .downArrow))]
        FramePlannerTests.step(host, clock, frames: 180)
        #expect(app.focus.lastMove?.moved == true, "\(String(describing: app.focus.lastMove?.reason))")
        #expect(focusedTexts(app).first.map { $0 >= "Story 30" } == true, "\(focusedTexts(app))")
    }
}
