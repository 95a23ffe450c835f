import Foundation
import Testing
import UICore
@testable import CookbookApp
@testable import UIRuntime

/// The host draws a frame that can only look different (a lift easing, a toast fading, a
/// marquee) from the last laid-out tree instead of resolving and laying out again, and a frame
/// of a scroll animation by moving the last layout's scrolled content: every frame it shows is
/// the one a whole build shows, in a session that lifts, scrolls, hovers, toasts, opens a
/// sheet, types and scrolls a marquee.
@Suite struct LastLayoutFrameTests {
    /// What one session showed: every presented list, the trace, and how many frames were
    /// drawn from the last layout (the laid-out tree kept from the frame before).
    struct Session { var frames: [DisplayList] = []; var trace: [String] = []; var reused = 0 }

    /// Runs the live loop (``Host/runOnce()``) over a scripted session, each input then
    /// `seconds` of virtual time.
    static func session(wholeFrames: Bool) throws -> Session {
        let h = try Harness()
        h.runtime.tracksLooksOnlyFrames = !wholeFrames
        let backend = QueuedEventsBackend(clock: h.clock)
        let host = Host(app: h.runtime, backend: backend, clock: h.clock)
        var reused = 0
        func run(_ events: [InputEvent], for seconds: Double) {
            backend.queued = events
            let end = h.clock.now + seconds
            while h.clock.now < end {
                let before = h.runtime.root, count = backend.presented.count
                host.runOnce()
                if backend.presented.count > count, let root = h.runtime.root, root === before { reused += 1 }
            }
        }
        func tap(_ key: Key, _ mods: KeyModifiers = []) -> [InputEvent] {
            [.key(KeyPress(key: key, modifiers: mods)), .key(KeyPress(key: key, modifiers: mods, phase: .up))]
        }
        /// A change made outside input, as a replay's `screen` and `focus` lines make it.
        func show(_ screen: Screen, focus id: String?) {
            h.model.show(screen)
            host.setNeedsFrame()
            run([], for: 0.5)
            if let id { _ = h.runtime.context.focus(id: ViewID(id)); host.setNeedsFrame() }
            run([], for: 0.5)
        }
        run([], for: 0.5)
        for key in [Key.rightArrow, .rightArrow, .downArrow, .downArrow, .downArrow, .leftArrow, .upArrow] {
            run(tap(key), for: 0.6)                            // lifts easing, the grid scrolling
        }
        run(tap(.character("f"), .control), for: 3.5)          // a favourite: a toast shows and fades
        run([.pointerMoved(Point(x: 700, y: 620))], for: 0.3)  // hover lifts a tile
        run([.pointerMoved(Point(x: 720, y: 640))], for: 4)    // then lapses
        run(tap(.escape), for: 0.5)                            // to the tab bar
        run(tap(.escape), for: 0.8)                            // the quit sheet
        run(tap(.escape), for: 0.8)
        run(tap(.rightArrow) + tap(.rightArrow), for: 1)       // a rapid pair of moves along the tabs
        show(.grocery, focus: "grocery-1-name")                // editing: the caret blinks
        run([.text("M")] + tap(.character("m")), for: 0.3)
        run([.text("i")] + tap(.character("i")), for: 2.5)
        run(tap(.upArrow), for: 1)
        show(.grocery, focus: "grocery-3-name")
        run([.pad(.a, pressed: true), .pad(.a, pressed: false)], for: 2) // the on-screen keyboard
        run([.pad(.dpadRight, pressed: true), .pad(.dpadRight, pressed: false)], for: 1)
        run([.pad(.b, pressed: true), .pad(.b, pressed: false)], for: 1)
        show(.grid, focus: nil)
        h.model.open(recipe: "chocolate-lava-cake")            // the detail screen
        host.setNeedsFrame()
        run([], for: 1)
        run(tap(.downArrow), for: 3)
        show(.gallery, focus: nil)
        run(tap(.rightArrow), for: 1)
        run(tap(.rightArrow), for: 1)
        return Session(frames: backend.presented, trace: h.trace, reused: reused)
    }

    /// A scroll animation's last frames move the content by less than a device pixel, so no
    /// content moves: they are patched from the list before (only decorations drawn again), as
    /// frames after it settles are, not built whole from the same tree.
    @Test func aScrollsLastFramesThatMoveNoPixelArePatched() throws {
        let h = try Harness()
        let backend = QueuedEventsBackend(clock: h.clock)
        let host = Host(app: h.runtime, backend: backend, clock: h.clock)
        var scrolling = 0, patched = 0
        func run(_ events: [InputEvent], for seconds: Double) {
            backend.queued = events
            let end = h.clock.now + seconds
            while h.clock.now < end {
                let count = backend.presented.count
                host.runOnce()
                guard backend.presented.count > count, h.runtime.host.scrolls.isAnimating, backend.queued.isEmpty else { continue }
                scrolling += 1
                if backend.presented.last?.revision?.base != nil { patched += 1 }
            }
        }
        run([], for: 0.5)
        for _ in 0..<3 { run([.key(KeyPress(key: .downArrow)), .key(KeyPress(key: .downArrow, phase: .up))], for: 1.2) }
        #expect(scrolling > 20, "only \(scrolling) frames while the grid scrolled")
        #expect(patched > 0, "none of \(scrolling) frames while the grid scrolled was patched")
    }

    @Test func framesDrawnFromTheLastLayoutMatchWholeBuilds() throws {
        let whole = try Self.session(wholeFrames: true), reusing = try Self.session(wholeFrames: false)
        #expect(whole.reused == 0)
        #expect(reusing.reused > 100, "only \(reusing.reused) frames drawn from the last layout")
        #expect(reusing.trace == whole.trace)
        #expect(reusing.frames.count == whole.frames.count)
        // Frames that moved the last layout's scrolled content instead of laying it out hold the
        // same positions reached by another order of additions: equal within ulps.
        for (i, (a, b)) in zip(reusing.frames, whole.frames).enumerated() where a != b {
            // The revision names how a list was built (patched or whole), not what it draws.
            var a = a, b = b
            a.revision = nil; b.revision = nil
            if let d = ApproximateEquality.difference(a, b) {
                Issue.record("frame \(i) of \(whole.frames.count) differs from a whole build at \(d)")
                break
            }
        }
    }
}
