import Testing
import UICore
import TestSupport
@testable import ScrollEngine

/// A programmatic scroll far away (End in a long list, a match found far down) lands in about
/// the spring's own time instead of spinning through everything between: found live, End in
/// a list of 10^6 recipes took 1.9 s to settle with the 0.5 s spring.
@Suite("Scroll controller: long jumps")
struct LongJumpTests {
    @Test("a goal far away: the offset jumps to one length short of it, and the rest animates")
    func farGoalJumpsThenAnimates() {
        let clock = ManualClock()
        let c = verticalController(clock, container: 1000, content: 10_000_000)
        c.scroll(to: Point(x: 0, y: 8_000_000))
        #expect(c.offset.y == 8_000_000 - 1000)
        #expect(c.isAnimating)
        clock.advance(by: 0.1); c.tick()
        #expect(c.offset.y > 7_999_000 && c.offset.y < 8_000_000)
        let t = runToRest(c, clock)
        #expect(c.offset.y == 8_000_000)
        #expect(t < 1.0, "settled in \(t) s")
        // Back to the top: from the other side.
        c.scroll(to: .zero)
        #expect(c.offset.y == 1000)
        runToRest(c, clock)
        #expect(c.offset.y == 0)
    }

    @Test("a goal within three lengths animates the whole way")
    func nearGoalAnimatesWhole() {
        let clock = ManualClock()
        let c = verticalController(clock, container: 1000, content: 10_000)
        c.scroll(to: Point(x: 0, y: 3000))
        #expect(c.offset.y == 0)
        clock.advance(by: 1.0 / 60); c.tick()
        #expect(c.offset.y > 0 && c.offset.y < 500)
        runToRest(c, clock)
        #expect(c.offset.y == 3000)
    }
}
