import Testing
import UICore
@testable import UIRuntime

/// Held directions repeat on the injected clock (DirectionRepeat's curve) and stop on release,
/// unplug, window focus loss, or when focus cannot move further; the hints follow the device.
@MainActor
@Suite struct HeldDirectionTests {
    /// One row of `count` buttons, `cell-0` … (focus starts at `cell-0`).
    static func makeRow(_ count: Int, clock: ManualClock) -> ViewHost<HStack> {
        let host = ViewHost(canvas: Size(width: 4000, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            HStack(spacing: 10) {
                ForEach(0..<count, id: \.self) { i in
                    Button("\(i)") {}.id("cell-\(i)").frame(width: 50, height: 50)
                }
            }
        }
        _ = host.windowDidResize(Size(width: 4000, height: 600))
        _ = host.frame()
        return host
    }

    /// Steps the host as ``Host`` does until `until` (60 Hz frames while animating, else straight
    /// to the next deadline), returning the clock time of each focus move.
    static func run(_ host: ViewHost<HStack>, clock: ManualClock, until end: Double) -> [Double] {
        var moves: [Double] = []
        var last = host.context.focusedID
        while clock.now < end - 1e-9 {
            var next = min(end, host.nextDeadline ?? end)
            if host.isAnimating { next = min(next, clock.now + 1.0 / 60) }
            clock.advance(by: max(next - clock.now, 1e-4))
            _ = host.frame()
            if host.context.focusedID != last { moves.append(clock.now); last = host.context.focusedID }
        }
        return moves
    }

    /// The curve's repeat times after a press at 0, up to `end`.
    static func curve(until end: Double) -> [Double] {
        var times: [Double] = []
        var t = DirectionRepeat.initialDelay, interval = DirectionRepeat.firstInterval
        while t <= end {
            times.append(t)
            t += interval
            interval = max(DirectionRepeat.shortestInterval, interval * DirectionRepeat.decay)
        }
        return times
    }

    @Test func aHeldDpadRepeatsOnTheCurveAndAccelerates() {
        let clock = ManualClock(), host = Self.makeRow(60, clock: clock)
        host.handle(.pad(.dpadRight, pressed: true))
        #expect(host.context.focusedID == "cell-1")
        let moves = Self.run(host, clock: clock, until: 2.0)
        let expected = Self.curve(until: 2.0)
        #expect(moves.count == expected.count)
        for (a, b) in zip(moves, expected) { #expect(abs(a - b) < 1e-6, "repeat at \(a), curve says \(b)") }
        // Accelerating: each interval shorter than or equal to the one before, down to the floor.
        let gaps = zip(moves.dropFirst(), moves).map { $0 - $1 }
        #expect(zip(gaps.dropFirst(), gaps).allSatisfy { $0 <= $1 + 1e-6 })
        #expect(gaps.last! < 0.07)
        #expect(host.context.focusedID == "cell-\(1 + moves.count)")
    }

    @Test func releaseStopsTheRepeatAtOnce() {
        let clock = ManualClock(), host = Self.makeRow(60, clock: clock)
        host.handle(.pad(.dpadRight, pressed: true))
        _ = Self.run(host, clock: clock, until: 0.7)
        let at = host.context.focusedID
        host.handle(.pad(.dpadRight, pressed: false))
        #expect(host.input.nextRepeat == nil)
        #expect(Self.run(host, clock: clock, until: 2).isEmpty)
        #expect(host.context.focusedID == at)
    }

    @Test func unplugMidHoldLeavesNothingStuck() {
        let clock = ManualClock(), host = Self.makeRow(60, clock: clock)
        host.handle(.controllerActive(family: .playstation))
        host.handle(.pad(.dpadRight, pressed: true))
        host.handle(.pad(.a, pressed: true))
        _ = Self.run(host, clock: clock, until: 0.5)
        host.handle(.controllerDisconnected(name: "DualSense Wireless Controller", family: .playstation))
        #expect(host.input.nextRepeat == nil)
        #expect(Self.run(host, clock: clock, until: 2).isEmpty)
        #expect(!host.isAnimating) // the press shrink let go too
        #expect(host.input.device == .keyboard)
    }

    @Test func windowFocusLossStopsAHeldKey() {
        let clock = ManualClock(), host = Self.makeRow(60, clock: clock)
        host.handle(.key(KeyPress(key: .rightArrow)))
        _ = Self.run(host, clock: clock, until: 0.5)
        host.handle(.focusLost)
        #expect(Self.run(host, clock: clock, until: 2).isEmpty)
    }

    @Test func theKeyboardUsesTheSameRepeatAndIgnoresTheOSRepeat() {
        let clock = ManualClock(), host = Self.makeRow(60, clock: clock)
        host.handle(.key(KeyPress(key: .rightArrow)))
        // The OS's own repeats (30 a second after 0.25 s, say) change nothing.
        for _ in 0..<5 { host.handle(.key(KeyPress(key: .rightArrow, phase: .repeat))) }
        #expect(host.context.focusedID == "cell-1")
        let moves = Self.run(host, clock: clock, until: 1.0)
        #expect(moves.count == Self.curve(until: 1.0).count)
        host.handle(.key(KeyPress(key: .rightArrow, phase: .up)))
        #expect(Self.run(host, clock: clock, until: 2).isEmpty)
    }

    @Test func theRepeatStopsWhenFocusCannotMoveFurther() {
        let clock = ManualClock(), host = Self.makeRow(4, clock: clock)
        host.handle(.pad(.dpadRight, pressed: true))
        _ = Self.run(host, clock: clock, until: 3)
        #expect(host.context.focusedID == "cell-3")
        #expect(host.input.nextRepeat == nil)
        #expect(host.nextDeadline == nil) // nothing left to wake the host for
    }

    @Test func aStickPushedPastTheThresholdRepeatsUntilItFallsBack() {
        let clock = ManualClock(), host = Self.makeRow(60, clock: clock)
        host.handle(.stick(x: 0.3, y: 0)) // a touch: tilts, does not move
        #expect(host.context.focusedID == "cell-0")
        host.handle(.stick(x: 0.9, y: 0.1))
        #expect(host.context.focusedID == "cell-1")
        let moves = Self.run(host, clock: clock, until: 1.0)
        #expect(moves.count == Self.curve(until: 1.0).count)
        host.handle(.stick(x: 0.2, y: 0))
        #expect(Self.run(host, clock: clock, until: 2).isEmpty)
    }

    @Test func aSmallStickDeflectionTiltsTheLiftedItemWithoutMovingFocus() {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            Button("tile") {}.hoverEffect(.lift).id("cell-0").frame(width: 200, height: 120)
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        let still = host.effects.decorations.values.first { $0.scale > 1 }
        #expect(still?.tilt == .zero)
        host.handle(.stick(x: 0.3, y: -0.2))
        _ = host.frame()
        #expect(host.context.focusedID == "cell-0")
        let tilted = host.effects.decorations.values.first { $0.scale > 1 }
        #expect(abs((tilted?.tilt.x ?? 0) - 0.3 * FocusEffects.liftTilt) < 1e-9)
        #expect((tilted?.shadow?.x ?? 0) < 0 && (tilted?.shadow?.y ?? 0) > (still?.shadow?.y ?? 0))
    }

    @Test func hintsFollowTheLastUsedDeviceWithATraceEventPerSwitch() {
        let clock = ManualClock(), host = Self.makeRow(10, clock: clock)
        var trace: [String] = []
        host.tracer.sink = { trace.append($0) }
        host.handle(.controllerActive(family: .nintendo))
        host.handle(.pad(.dpadRight, pressed: true))
        host.handle(.pad(.dpadRight, pressed: false))
        #expect(host.input.device == .pad(family: .nintendo))
        host.handle(.key(KeyPress(key: .leftArrow)))
        host.handle(.key(KeyPress(key: .leftArrow, phase: .up)))
        host.handle(.pointerButton(Point(x: 1, y: 1), pressed: true, clicks: 1)) // the mouse shows desktop hints too
        host.handle(.controllerActive(family: .other))
        host.handle(.stick(x: 0, y: 0.4))
        let hints = trace.filter { $0.contains("\"event\":\"hints\"") }
        #expect(hints.map { $0.split(separator: ",").last! } == ["\"family\":\"nintendo\"}", "\"family\":\"keyboard\"}", "\"family\":\"xbox\"}"])
    }

    @Test func controllersPluggedInAtStartAreNotAnnouncedLaterOnesAre() {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            Button("x") {}.id("x")
        }
        host.handle(.controllerConnected(name: "Xbox Wireless Controller", family: .xbox))
        #expect(host.toasts.messages.isEmpty)
        _ = host.frame()
        host.handle(.controllerConnected(name: "DualSense Wireless Controller", family: .playstation))
        #expect(host.toasts.messages == ["Controller connected: DualSense Wireless Controller"])
        clock.advance(by: 0.1)
        // (On this 800-point canvas the banner wraps the message onto two lines.)
        #expect(host.frame().texts.joined(separator: " ").contains("Controller connected: DualSense Wireless Controller"))
    }
}

/// The toast queue: one message after another, fades timed on the clock, deadlines for a
/// sleeping host.
@Suite struct ToastCenterTests {
    @Test func messagesShowInTurnAndFade() {
        let start = 10.0
        let clock = ManualClock(start: start), toasts = ToastCenter(clock: clock)
        #expect(toasts.current(at: start) == nil)
        toasts.show("one")
        clock.advance(by: 0.5)
        toasts.show("two", duration: 1) // waits for "one"
        #expect(toasts.current(at: start)?.message == "one")
        #expect(toasts.current(at: start)?.opacity == 0)
        #expect(toasts.isAnimating(at: start + 0.1))
        #expect(toasts.current(at: start + 1)?.opacity == 1)
        #expect(!toasts.isAnimating(at: start + 1))
        #expect(toasts.nextDeadline(after: start + 1) == start + ToastCenter.defaultDuration - ToastCenter.fade)
        #expect(toasts.current(at: start + ToastCenter.defaultDuration + 0.5)?.message == "two")
        #expect(toasts.current(at: start + ToastCenter.defaultDuration + 1.01) == nil)
        #expect(toasts.nextDeadline(after: start + 5) == nil)
        #expect(!toasts.isAnimating(at: start + 5))
    }

    @Test func aBurstKeepsOnlyTheNewestWaitingMessages() {
        let toasts = ToastCenter(clock: ManualClock())
        for i in 0..<10 { toasts.show("m\(i)") }
        #expect(toasts.messages == ["m0", "m7", "m8", "m9"])
    }
}
