import Testing
import UICore
@testable import UIRuntime

/// A hold whose moves wait for the scroll keeps the quick focus animations of its pace: rows
/// 400 points tall scroll 440 points a move, so the hold's moves come up to 0.42 s apart, past
/// the quick animations' window (0.15 s), while its repeats' own pace is the curve's 0.06 s.
/// Each move then started a full lift (0.2 s) and settle (0.4 s), and three rows of the column
/// eased at once, each drawn again every frame.
@MainActor
@Suite struct HeldScrollPaceTests {
    @Test func aHoldWaitingForItsScrollEasesOnlyTheRowsItJustLeft() {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 900, height: 1000), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            ScrollView {
                LazyVStack(spacing: 40) {
                    ForEach(0..<1000, id: \.self) { i in Button("Row \(i)") {}.frame(height: 400) }
                }
            }
        }
        _ = app.windowDidResize(Size(width: 900, height: 1000))
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        FramePlannerTests.step(host, clock, frames: 30)
        backend.queued = [.key(KeyPress(key: .downArrow))]
        var moves: [Double] = [], last = app.context.focusedID, most = 0
        for frame in 0..<(5 * 60) {
            FramePlannerTests.step(host, clock, frames: 1)
            if app.context.focusedID != last { moves.append(clock.now); last = app.context.focusedID }
            // From 2 s on the curve's pace is its floor; count the rows decorated (lifted or easing).
            if frame >= 120 { most = max(most, app.effects.decorations.count) }
        }
        let late = moves.filter { $0 >= moves[0] + 2 }
        let gaps = zip(late.dropFirst(), late).map { $0 - $1 }
        #expect(gaps.contains { $0 > FocusEffects.rapidMoveWindow }, "moves \(gaps) apart: this hold does not test a waiting pace")
        // The focused row and the one it just left, easing out; not two more behind it.
        #expect(most <= 2, "\(most) rows decorated at once")
    }
}
