import Testing
import UICore
@testable import UIRuntime

/// Focused titles that are cut off scroll (marquee) on the animation clock.
@MainActor
@Suite struct MarqueeTests {
    static let long = "A very long recipe title that cannot fit"

    /// Two 260-pt buttons: a long title (focused first) and a short one.
    static func makeHost(clock: ManualClock, reduceMotion: Bool = false, rtl: Bool = false) -> ViewHost<HStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            HStack(spacing: 40) {
                Button(long) {}.id("long").frame(width: 260, height: 66)
                Button("Short") {}.id("short").frame(width: 260, height: 66)
            }
        }
        host.environment.reduceMotion = reduceMotion
        if rtl { host.environment.layoutDirection = .rightToLeft }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    /// Where the frame's text items start with `prefix` are drawn (x of each).
    static func xs(of prefix: String, in list: DisplayList) -> [Double] {
        list.items.compactMap { if case .text(let s, _, _, let o) = $0, s.hasPrefix(prefix) { return o.x } else { return nil } }
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    @Test func aFocusedLongTitleWaitsThenScrollsLeftAndRestarts() throws {
        let clock = ManualClock()
        let host = Self.makeHost(clock: clock)
        _ = host.frame() // the first frame gives focus; the next resolves the views with it
        let first = host.frame()
        #expect(host.context.focusedID == "long")
        // At rest: cut off with an ellipsis, no deadline missed.
        #expect(Self.texts(first).contains { $0.hasPrefix("A very") && $0.hasSuffix("…") })
        let restX = Self.xs(of: "A very", in: first)
        #expect(restX.count == 1)
        let deadline = try #require(host.nextDeadline)
        #expect(abs(deadline - Marquee.delay) < 1e-9)
        // Still during the wait.
        clock.advance(by: 0.5)
        #expect(Self.xs(of: "A very", in: host.frame()) == restX)
        #expect(!host.isAnimating)
        // Moving: the whole title and its copy, further left as time passes.
        clock.advance(by: 1.0)
        let a = host.frame()
        #expect(Self.texts(a).contains(Self.long))
        #expect(host.isAnimating)
        let drawn = Self.xs(of: Self.long, in: a).sorted()
        #expect(drawn.count == 2)
        let xa = try #require(drawn.first)
        #expect(abs(xa - (restX[0] - 0.5 * Marquee.speed)) < 1e-6)
        clock.advance(by: 0.5)
        let xb = try #require(Self.xs(of: Self.long, in: host.frame()).min())
        #expect(abs(xb - (xa - 0.5 * Marquee.speed)) < 1e-6)
        // After a whole cycle it rests again, then the next scroll is named as a deadline.
        // The copy follows one title width plus the gap behind: the distance of one scroll.
        let cycle = Marquee.delay + (drawn[1] - drawn[0]) / Marquee.speed
        #expect(cycle > 2.5)
        clock.advance(by: cycle - 2.0 + 0.25)
        #expect(Self.xs(of: "A very", in: host.frame()) == restX)
        #expect(!host.isAnimating)
        #expect(abs(try #require(host.nextDeadline) - (cycle + Marquee.delay)) < 1e-6)
    }

    @Test func aTitleThatFitsAnUnfocusedOneAndReduceMotionStayPut() {
        let clock = ManualClock()
        let host = Self.makeHost(clock: clock)
        _ = host.frame()
        host.handle(.key(KeyPress(key: .rightArrow)))
        _ = host.frame()
        #expect(host.context.focusedID == "short")
        let rest = host.frame()
        clock.advance(by: 1.7)
        let later = host.frame()
        // The short focused title and the long unfocused one are drawn where they were.
        #expect(Self.xs(of: "Short", in: later) == Self.xs(of: "Short", in: rest))
        #expect(Self.xs(of: "A very", in: later) == Self.xs(of: "A very", in: rest))
        #expect(!Self.texts(later).contains(Self.long))
        #expect(!host.isAnimating)

        let still = Self.makeHost(clock: ManualClock(), reduceMotion: true)
        _ = still.frame()
        let before = still.frame()
        #expect(still.context.focusedID == "long")
        (still.clock as! ManualClock).advance(by: 1.7)
        let after = still.frame()
        #expect(Self.xs(of: "A very", in: after) == Self.xs(of: "A very", in: before))
        #expect(!Self.texts(after).contains(Self.long))
        #expect(!still.isAnimating)
    }

    /// The clip the marquee pushes around the long title (its text frame).
    static func clip(in list: DisplayList) -> Rect? {
        guard let i = list.items.firstIndex(where: { if case .text(let s, _, _, _) = $0 { return s == long } else { return false } }),
              i > 0, case .pushClip(.rect, let r) = list.items[i - 1] else { return nil }
        return r
    }

    @Test func rightToLeftTheMarqueeStartsAtTheRightEdgeAndScrollsRight() throws {
        let clock = ManualClock()
        let host = Self.makeHost(clock: clock, rtl: true)
        _ = host.frame()
        let rest = host.frame()
        #expect(host.context.focusedID == "long")
        // At rest the whole line is drawn with its end at the frame's right edge, cut off at the left.
        let frame = try #require(Self.clip(in: rest))
        let restX = Self.xs(of: Self.long, in: rest).sorted()
        #expect(restX.count == 2)
        let width = frame.maxX - restX[1]
        #expect(width > frame.width, "the line is \(width) pt in a \(frame.width) pt frame")
        // The copy waits on the left, one line plus the gap away.
        #expect(abs(restX[1] - restX[0] - (width + Marquee.gap)) < 1e-6)
        // Moving: to the right as time passes.
        clock.advance(by: Marquee.delay + 0.5)
        let moved = Self.xs(of: Self.long, in: host.frame()).sorted()
        #expect(host.isAnimating)
        #expect(abs(moved[1] - (restX[1] + 0.5 * Marquee.speed)) < 1e-6)
        #expect(abs(moved[0] - (restX[0] + 0.5 * Marquee.speed)) < 1e-6)
    }
}
