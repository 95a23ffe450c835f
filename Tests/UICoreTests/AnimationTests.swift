import Testing
@testable import UICore

@Suite struct AnimationTests {
    @Test func springSettlesAtOne() {
        let s = Spring.default
        #expect(abs(s.value(at: s.settlingDuration()) - 1) < 0.002)
        #expect(s.value(at: 0) == 0)
    }

    @Test func underdampedSpringOvershoots() {
        let s = Spring(response: 0.5, dampingFraction: 0.5)
        let peak = stride(from: 0.0, to: 1.0, by: 0.01).map(s.value(at:)).max()!
        #expect(peak > 1.05)
    }

    @Test func easeOutIsAheadOfLinearAtHalfTime() {
        #expect(UnitCurve.easeOut.value(at: 0.5) > 0.6)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(UnitCurve.focus.value(at: 1) == 1)
    }

    @Test func animatedValueRetargetsFromCurrentPosition() {
        let clock = ManualClock()
        var v = AnimatedValue(0)
        v.animate(to: 100, with: .linear(duration: 1), at: clock.now)
        clock.advance(by: 0.5)
        #expect(abs(v.value(at: clock.now) - 50) < 1e-9)
        v.animate(to: 0, with: .linear(duration: 1), at: clock.now)
        #expect(abs(v.value(at: clock.now) - 50) < 1e-9)
        clock.advance(by: 2)
        #expect(v.value(at: clock.now) == 0)
        #expect(!v.isAnimating(at: clock.now))
    }

    @Test func pushFromBottomStartsBelowAndEndsInPlace() {
        let start = Transition.push(from: .bottom).effects(progress: 0, size: Size(width: 100, height: 40))
        let end = Transition.push(from: .bottom).effects(progress: 1, size: Size(width: 100, height: 40))
        #expect(start.offset.y == 40 && start.opacity == 0)
        #expect(end.isIdentity)
    }

    @Test func numericTextRollsOnlyChangedDigits() {
        let g = NumericTextTransition.glyphs(from: "128", to: "192", progress: 0.5, increasing: true)
        #expect(g.filter { $0.offset == 0 }.map(\.character) == ["1"])
        #expect(g.count == 5)
    }

    @Test func perspectiveTransformKeepsCentreFixed() {
        let r = Rect(x: 100, y: 100, width: 200, height: 100)
        let t = Transform.perspective(tiltX: 0.06, tiltY: 0, about: r)
        let c = t.apply(r.center)
        #expect(abs(c.x - r.midX) < 1e-9 && abs(c.y - r.midY) < 1e-9)
        #expect(!t.isAxisAligned)
    }
}
