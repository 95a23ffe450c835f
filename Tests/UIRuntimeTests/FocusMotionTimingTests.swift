import Testing
import UICore
@testable import UIRuntime

/// The focus lift's timing (docs/design.md "Focus: lift effect"): about 0.2 s to focus and 0.4 s to
/// unfocus, shortened to 0.08 s only when focus moves again within 0.15 s of the last move.
@MainActor
@Suite struct FocusMotionTimingTests {
    /// The test grid after a second of frames, well past any focus move's rapid window.
    private static func settledGrid() -> (ViewHost<VStack>, ManualClock) {
        let clock = ManualClock(), counter = GridCounter()
        let host = ViewHostTests.makeHost(counter, clock: clock)
        _ = host.frame()
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        return (host, clock)
    }

    /// A key pressed and released (no held-key repeat).
    private static func tap(_ key: Key, on host: ViewHost<VStack>) {
        host.handle(.key(KeyPress(key: key)))
        host.handle(.key(KeyPress(key: key, phase: .up)))
    }

    /// Moves focus right on a settled grid and returns how long (in 60 Hz frames) it animates.
    private static func animationFrames(after key: Key, on host: ViewHost<VStack>, clock: ManualClock) -> Int {
        tap(key, on: host)
        _ = host.frame()
        var frames = 0
        while host.isAnimating && frames < 120 {
            clock.advance(by: 1.0 / 60)
            _ = host.frame()
            frames += 1
        }
        return frames
    }

    @Test func aLoneMoveEasesInAndOutAtTheDesignedLengths() {
        let (host, clock) = Self.settledGrid()
        let frames = Self.animationFrames(after: .rightArrow, on: host, clock: clock)
        #expect(host.context.focusedID == "cell-0-1")
        // The unfocused tile's 0.4 s ease is the longer of the two: 24 frames at 60 Hz, its
        // last drawn step (1/32 of the way) reached two frames before the ease's end.
        #expect(frames >= 21 && frames <= 23, "animated \(frames) frames")
    }

    /// The host asks for frames while the lift draws something new, and no longer: its last
    /// frame shows a step the one before did not, and the frame after it shows the same as it.
    @Test func aLiftAsksForNoFrameThatDrawsNothingNew() {
        let lists = Self.liftFrames(clockOffset: 0)
        #expect(lists.count > 20, "the 0.4 s ease is drawn over \(lists.count) frames")
        #expect(lists[lists.count - 1] != lists[lists.count - 2], "the last frame asked for drew the same as the one before")
    }

    @Test func aMoveSoonAfterAnotherIsQuick() {
        let (host, clock) = Self.settledGrid()
        Self.tap(.rightArrow, on: host)
        _ = host.frame()
        clock.advance(by: 0.05) // well inside the 0.15 s rapid window
        let frames = Self.animationFrames(after: .leftArrow, on: host, clock: clock)
        #expect(host.context.focusedID == "cell-0-0")
        // Both tiles turn back: their new eases take 0.08 s, 5 frames at 60 Hz.
        #expect(frames <= 6, "animated \(frames) frames")
    }

    /// The lift of a lone move drawn `offset` seconds later than each 60 Hz frame after the
    /// move's own: every frame's display list, from the move until the animation ends.
    private static func liftFrames(clockOffset offset: Double) -> [DisplayList] {
        let (host, clock) = Self.settledGrid()
        Self.tap(.rightArrow, on: host)
        var lists = [host.frame()]
        clock.advance(by: offset)
        while host.isAnimating && lists.count < 60 {
            clock.advance(by: 1.0 / 60)
            lists.append(host.frame())
        }
        return lists
    }

    @Test func theLiftDrawsTheSameStepsWhateverTheFrameTimes() {
        // Frames a hair apart in time show the same drawing (so the renderer's shape cache
        // rasterises each step once); the steps still reach rest exactly.
        let a = Self.liftFrames(clockOffset: 0), b = Self.liftFrames(clockOffset: 1e-7)
        // (The animation itself may end a frame apart; what it draws until then is the same.)
        let n = min(a.count, b.count)
        #expect(abs(a.count - b.count) <= 1)
        #expect(a.prefix(n) == b.prefix(n), "frames a hair apart drew different lifts")
        #expect(zip(a, a.dropFirst()).filter { $0 != $1 }.count >= 8, "the lift should move over many frames")
        #expect(FocusEffects.drawnProgress(0) == 0 && FocusEffects.drawnProgress(1) == 1)
        #expect(abs(FocusEffects.drawnProgress(0.37) - 0.37) <= 0.5 / FocusEffects.progressSteps)
    }
}
