import Testing
import UICore
@testable import UIRuntime

/// A story in a news feed, written as Apple's tvOS card buttons are: a `Button` whose label is
/// the story, styled with `.buttonStyle(.card)` (the style wraps the button, so the row's
/// outermost view is not the focusable one).
private struct StoryRow: View {
    let index: Int
    var body: some View {
        Button {} label: {
            VStack(alignment: .leading, spacing: 8) {
                Text("Story \(index)")
                Text(String(repeating: "word ", count: 6 + (index * 7) % 40))
            }.padding(20)
        }
        .buttonStyle(.card)
    }
}

/// A held direction walks a long lazy list to its end: focus reaches rows the list had not built
/// when the hold began. Before, the items never built were unreachable when
/// the lazy stack was padded inside its scroll view (`LazyVStack { … }.padding(.horizontal, 80)`,
/// as Apple's examples write it) or its rows' buttons were wrapped (`.padding(4)`): the hold
/// stopped ("no candidate in direction") once it ran past the built rows — after 10 or 11 rows.
@MainActor
@Suite struct HeldFeedTests {
    /// The fewest moves a 3 s hold makes here: each move waits for the scroll to show the row it
    /// lands on (``HeldScrollSightTests``), so the hold goes at the scroll's pace (22–25 moves in
    /// these lists), not the repeat schedule's 37; twice the rows the bug let a hold reach.
    private static let fewestMoves = 20

    /// Runs `app` in a window for half a second (focus lands), then holds `key` down for
    /// `seconds` of frames; returns how many times focus moved during the hold.
    private func hold<V: View>(_ key: Key, for seconds: Double, in app: ViewHost<V>, clock: ManualClock) -> Int {
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        FramePlannerTests.step(host, clock, frames: 30)
        var moves = 0, last = app.context.focusedID
        #expect(last != nil, "nothing took focus")
        backend.queued = [.key(KeyPress(key: key))]
        for _ in 0..<Int(seconds * 60) {
            FramePlannerTests.step(host, clock, frames: 1)
            if app.context.focusedID != last { moves += 1; last = app.context.focusedID }
        }
        return moves
    }

    /// The feed as reusers write it: the stack padded inside its scroll view, each row a card
    /// button; and the same rows with each button padded (the row's outermost view a padding
    /// around the focusable button, which carries the row's id).
    @Test(arguments: [false, true])
    func holdingDownWalksAFeedOfCardButtonsPastTheBuiltRows(paddedButtons: Bool) {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 1920, height: 1080), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 24) {
                    ForEach(0..<2000, id: \.self) { i in
                        if paddedButtons { StoryRow(index: i).padding(4) } else { StoryRow(index: i) }
                    }
                }
                .padding(.horizontal, 80)
            }
        }
        let seconds = 3.0
        let moves = hold(.downArrow, for: seconds, in: app, clock: clock)
        #expect(moves >= Self.fewestMoves, "the hold moved focus \(moves) times")
        #expect(app.focus.lastMove?.moved == true, "\(String(describing: app.focus.lastMove?.reason))")
    }

    /// A tvOS home screen's shelf: a padded `LazyHStack` of card posters in a horizontal scroll
    /// view under a title. Right held walks the shelf past the posters it has built.
    @Test func holdingRightWalksAShelfPastTheBuiltPosters() {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 1920, height: 1080), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack(alignment: .leading, spacing: 20) {
                Text("Continue Watching")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 40) {
                        ForEach(0..<300, id: \.self) { _ in
                            Button {} label: { Color.gray.frame(width: 250, height: 375) }.buttonStyle(.card)
                        }
                    }
                    .padding(.horizontal, 80)
                }
            }
        }
        let seconds = 3.0
        let moves = hold(.rightArrow, for: seconds, in: app, clock: clock)
        #expect(moves >= Self.fewestMoves, "the hold moved focus \(moves) times")
        #expect(app.focus.lastMove?.moved == true, "\(String(describing: app.focus.lastMove?.reason))")
    }
}
