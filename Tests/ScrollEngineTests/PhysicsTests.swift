import Testing
import Foundation
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Physics")
struct PhysicsTests {
    @Test("projected travel = v/1000 · d/(1−d) for both UIKit rates")
    func projectedTravel() {
        #expect(TestSupport.close(DecelerationRate.normal.projectedDistance(velocity: 1500), 1.5 * 0.998 / 0.002, 1e-9))
        #expect(TestSupport.close(DecelerationRate.normal.projectedDistance(velocity: 1500), 748.5, 1e-6))
        #expect(TestSupport.close(DecelerationRate.fast.projectedDistance(velocity: 1500), 148.5, 1e-6))
        #expect(TestSupport.close(DecelerationRate.normal.projectedEnd(from: 100, velocity: -1000), 100 - 499, 1e-6))
        #expect(DecelerationRate.normal.projectedDistance(velocity: .nan) == 0)
        #expect(DecelerationRate(rawValue: 1.5) == .normal)
    }

    @Test("decay lands exactly on the projection, monotonically, in finite time")
    func decayTrajectory() {
        for rate in [DecelerationRate.normal, .fast] {
            let d = DecayTrajectory(start: 200, velocity: 2000, rate: rate)
            #expect(TestSupport.close(d.end, 200 + rate.projectedDistance(velocity: 2000), 1e-9))
            #expect(d.duration > 0 && d.duration < 10)
            var last = d.position(at: 0)
            for i in 1...100 {
                let x = d.position(at: Double(i) * d.duration / 100)
                #expect(x >= last)
                last = x
            }
            #expect(d.position(at: d.duration) == d.end)
            #expect(d.velocity(at: d.duration) == 0)
            // Just before the end: within half a point or slower than half a point per second.
            let t = d.duration * 0.999
            #expect(abs(d.end - d.position(at: t)) < 0.6 || abs(d.velocity(at: t)) < 0.6)
            // Starting speed is the release velocity.
            #expect(TestSupport.close(d.velocity(at: 0), 2000, 1e-6))
        }
        // Normal: remaining distance 998 pt decays by e^{-kt}, k = 1000·0.002/0.998; within 0.5 pt at ln(1996)/k s.
        let n = DecayTrajectory(start: 0, velocity: 2000, rate: .normal)
        let k: Double = 1000 * (1 - 0.998) / 0.998
        #expect(TestSupport.close(n.duration, log(998.0 / 0.5) / k, 1e-6))
        // Velocity shrinks by about d per millisecond.
        #expect(TestSupport.close(n.velocity(at: 0.001) / n.velocity(at: 0), 0.998, 1e-5))
        #expect(DecayTrajectory(start: 0, velocity: 0.5).duration == 0)
    }

    @Test("rubber band: c·d·x/(d + c·x) with c = 0.55, and its inverse")
    func rubberBand() {
        let y = RubberBand.displayed(overscroll: 100, dimension: 1000)
        #expect(TestSupport.close(y, 0.55 * 1000 * 100 / (1000 + 55), 1e-9))
        #expect(TestSupport.close(RubberBand.displayed(overscroll: -100, dimension: 1000), -y, 1e-12))
        #expect(RubberBand.displayed(overscroll: 1e9, dimension: 1000) < 1000)
        #expect(TestSupport.close(RubberBand.raw(displayed: y, dimension: 1000), 100, 1e-9))
        let banded: Double = 1000 + 0.55 * 500 * 100 / (500 + 55)
        #expect(TestSupport.close(RubberBand.offset(raw: 1100, range: 0...1000, dimension: 500), banded, 1e-9))
        #expect(RubberBand.offset(raw: 400, range: 0...1000, dimension: 500) == 400)
        #expect(RubberBand.displayed(overscroll: .nan, dimension: 1000) == 0)
    }

    @Test("springs settle exactly on the target and stop")
    func springSettles() {
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(response: 0.3, dampingFraction: 1.5)] {
            let m = spring.motion(from: 0, to: 500, velocity: 800)
            #expect(m.duration > 0 && m.duration < 5)
            #expect(m.value(at: m.duration) == 500)
            #expect(m.velocity(at: m.duration) == 0)
            #expect(m.isSettled(at: m.duration + 1))
            // Settled for good: within a quarter point from then on.
            for i in 0..<50 { #expect(abs(m.displacement(at: m.duration + Double(i) * 0.01).x) <= 0.25 + 1e-9) }
        }
        // Critically damped from rest never overshoots.
        let c = Spring(response: 0.4, dampingFraction: 1).motion(from: 0, to: 100)
        for i in 0...200 { #expect(c.value(at: Double(i) * 0.01) <= 100 + 1e-9) }
        // Under-damped overshoots.
        let b = Spring(response: 0.5, dampingFraction: 0.5).motion(from: 0, to: 100)
        #expect((0...100).contains { b.value(at: Double($0) * 0.01) > 101 })
        // Undamped: capped, never runs forever.
        #expect(Spring(response: 0.5, dampingFraction: 0).motion(from: 0, to: 100).duration == SpringMotion.maximumDuration)
        // Non-finite inputs are settled at once.
        #expect(Spring.smooth.motion(from: .nan, to: 10, velocity: .infinity).duration == 0)
        #expect(Spring(duration: 0.5, bounce: 0.15) == .snappy)
        #expect(Spring.snappy.dampingFraction == 0.85)
    }

    @Test("ease-out: starts, ends and never overshoots")
    func easeOut() {
        let e = EaseOutCurve(from: 0, to: 300)
        #expect(e.duration == 0.18)
        #expect(e.value(at: 0) == 0)
        #expect(e.value(at: 0.18) == 300)
        #expect(TestSupport.close(e.value(at: 0.09), 300 * (1 - 0.125), 1e-9))
        #expect(TestSupport.close(e.velocity(at: 0), 300 * 3 / 0.18, 1e-9))
        #expect(e.velocity(at: 0.2) == 0)
    }
}
