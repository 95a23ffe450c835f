import Testing
import UICore
@testable import UIRuntime

/// A frame built whole that nobody sees (a replay between screenshots) draws no display list,
/// but moves its decorations on as a drawn frame would: the next drawn frame shows what a window
/// drawing every frame shows at that moment.
@MainActor
@Suite struct UnseenFrameTests {
    /// A row of four cards, focus on the first.
    private func makeHost(_ clock: ManualClock) -> ViewHost<some View> {
        identityHost(Size(width: 960, height: 540), clock: clock) {
            HStack(spacing: 40) {
                ForEach(0..<4, id: \.self) { i in
                    Button("Card \(i)") {}.frame(width: 160, height: 100).id(ViewID("card-\(i)"))
                }
            }
        }
    }

    /// Right pressed in two windows, one drawing every frame and one seeing only the last, a
    /// tenth of a second into the lift: the unseen window's rebuild returned an empty list, and
    /// its next drawn frame is item for item the drawing window's.
    @Test func theFrameAfterUnseenOnesShowsWhatADrawnWindowShows() {
        let seenClock = ManualClock(), unseenClock = ManualClock()
        let seen = makeHost(seenClock), unseen = makeHost(unseenClock)
        for (host, clock) in [(seen, seenClock), (unseen, unseenClock)] { settle(host, clock) }
        let start = seenClock.now
        while unseenClock.now < start { unseenClock.advance(by: 1.0 / 60) }

        func press(_ host: ViewHost<some View>) {
            _ = host.handle(.key(KeyPress(key: .rightArrow)))
            _ = host.handle(.key(KeyPress(key: .rightArrow, phase: .up)))
        }
        press(seen); press(unseen)
        unseen.framesByWork = [:]
        var unseenLists: [DisplayList] = []
        var last = DisplayList(size: .zero)
        for i in 0..<6 {
            seenClock.advance(by: 1.0 / 60); unseenClock.advance(by: 1.0 / 60)
            if let list = seen.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true)) { last = list }
            if let list = unseen.frame(FrameRequest(isInvalidated: i == 0, isDrawn: false)) { unseenLists.append(list) }
        }
        #expect(unseen.context.focusedID == "card-1")
        #expect((unseen.framesByWork[.rebuild] ?? 0) >= 1)
        #expect(!unseenLists.isEmpty && unseenLists.allSatisfy(\.items.isEmpty), "an unseen frame drew a list")
        // The lift is under way in both: the next frame, drawn, is the same in both windows.
        seenClock.advance(by: 1.0 / 60); unseenClock.advance(by: 1.0 / 60)
        let drawn = unseen.frame(FrameRequest(isInvalidated: false, isDrawn: true))
        last = seen.frame(FrameRequest(isInvalidated: false, isDrawn: true)) ?? last
        #expect(drawn?.items == last.items)
        #expect(seen.isAnimating, "the frame compared is mid-lift")
    }
}
