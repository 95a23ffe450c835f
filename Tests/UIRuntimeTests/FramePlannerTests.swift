import Testing
import UICore
@testable import UIRuntime

/// The frame planner decides, in one place, how much of a due frame is worked out again; a
/// window's frames follow its plan whether they are shown (live) or not (replay between shots).
@MainActor
@Suite struct FramePlannerTests {
    typealias Facts = FramePlanner.Facts

    @Test func anythingThatCanChangeTheTreeRebuilds() {
        #expect(FramePlanner.plan(Facts(isInvalidated: true)) == .rebuild)
        #expect(FramePlanner.plan(Facts(settled: false)) == .rebuild)
        #expect(FramePlanner.plan(Facts(sceneChangePending: true)) == .rebuild)
        #expect(FramePlanner.plan(Facts(repeatDue: true)) == .rebuild)
        #expect(FramePlanner.plan(Facts(structuralChangeDue: true)) == .rebuild)
        // Unseen or scrolling changes nothing of that.
        #expect(FramePlanner.plan(Facts(isInvalidated: true, isDrawn: false)) == .rebuild)
        #expect(FramePlanner.plan(Facts(repeatDue: true, scrollsAnimating: true)) == .rebuild)
    }

    @Test func aSettledFrameChangesOnlyInLooks() {
        #expect(FramePlanner.plan(Facts()) == .decorations)
        #expect(FramePlanner.plan(Facts(isDrawn: false)) == .skip)
        // A caret, a rolling number: the look is in the tree, so it is laid out again when seen…
        #expect(FramePlanner.plan(Facts(looksLiveInTree: true)) == .rebuild)
        // …and still skipped when nobody sees it (the next drawn frame rebuilds).
        #expect(FramePlanner.plan(Facts(isDrawn: false, looksLiveInTree: true)) == .skip)
    }

    @Test func aScrollAnimationMovesTheLastLayout() {
        #expect(FramePlanner.plan(Facts(scrollsAnimating: true)) == .shiftScroll)
        // Hit testing and focus frames follow the content even between shots.
        #expect(FramePlanner.plan(Facts(isDrawn: false, scrollsAnimating: true)) == .shiftScroll)
        #expect(FramePlanner.plan(Facts(scrollsAnimating: true, looksLiveInTree: true)) == .rebuild)
    }

    @Test func aFrameSettlesWhenItsShapeRepeatsAndNothingMovedWhileItWasBuilt() {
        var history = FrameHistory()
        history.built(shape: 1, actionsRan: false, inputStayed: true)
        #expect(!history.settled) // nothing to compare with yet
        history.built(shape: 1, actionsRan: false, inputStayed: true)
        #expect(history.settled)
        history.built(shape: 1, actionsRan: false, inputStayed: false)
        #expect(!history.settled) // focus moved while it was built
        history.built(shape: 1, actionsRan: true, inputStayed: true)
        #expect(!history.settled && history.actionsRan) // an onChange action wrote state after it
        history.built(shape: 2, actionsRan: false, inputStayed: true)
        #expect(!history.settled)
        history.built(shape: 2, actionsRan: false, inputStayed: true)
        history.unsettle()
        #expect(!history.settled) // hover moved in a frame drawn from the layout
        history.tracksShape = false
        history.built(shape: nil, actionsRan: false, inputStayed: true)
        history.built(shape: nil, actionsRan: false, inputStayed: true)
        #expect(!history.settled)
        let f = history.facts(for: FrameRequest(isInvalidated: false, isDrawn: true), now: 0, hasLayout: true,
                              sceneChangePending: false, repeatDue: false, scrollsAnimating: false, looksLiveInTree: false)
        #expect(FramePlanner.plan(f) == .rebuild)
    }

    @Test func aDeadlineThatCameForcesARebuild() {
        var history = FrameHistory()
        history.built(shape: 7, actionsRan: false, inputStayed: true)
        history.built(shape: 7, actionsRan: false, inputStayed: true)
        history.structuralDeadline = 5
        func plan(at now: Double) -> FrameWork {
            FramePlanner.plan(history.facts(for: FrameRequest(isInvalidated: false, isDrawn: true), now: now, hasLayout: true,
                                            sceneChangePending: false, repeatDue: false, scrollsAnimating: false, looksLiveInTree: false))
        }
        #expect(plan(at: 4.9) == .decorations)
        #expect(plan(at: 5) == .rebuild)
    }

    @Test func workIsOrderedFromLeastToMost() {
        #expect(FrameWork.allCases.sorted() == [.skip, .decorations, .shiftScroll, .rebuild])
    }

    /// Steps a live-like host (frames shown) 1/60 s at a time, `frames` times.
    static func step<A: HostedApp>(_ host: Host<A>, _ clock: ManualClock, frames: Int, skippingLooks: Bool = false) {
        for _ in 0..<frames {
            clock.advance(by: FrameSchedule.frameInterval)
            host.stepVirtualFrame(present: !skippingLooks, skippingLooks: skippingLooks)
        }
    }

    @Test func aFocusMoveIsBuiltOnceAndEasesInFromTheLastLayout() {
        let clock = ManualClock()
        let app = ViewHostTests.makeHost(GridCounter(), clock: clock)
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        Self.step(host, clock, frames: 30)
        app.framesByWork = [:]
        backend.queued = [.key(KeyPress(key: .rightArrow)), .key(KeyPress(key: .rightArrow, phase: .up))]
        Self.step(host, clock, frames: 40)
        // The key's frame and the one that sees the tree settle are built; the lift's 0.2 s
        // easing in and the old tile's 0.4 s easing out are drawn from that layout.
        #expect(app.framesByWork[.rebuild, default: 0] <= 2)
        #expect(app.framesByWork[.decorations, default: 0] >= 20)
        #expect(app.framesByWork[.skip] == nil && app.framesByWork[.shiftScroll] == nil)
    }

    /// A window of ``Rows`` on a fake backend, settled for half a second.
    static func rowsWindow() -> (ViewHost<Rows>, Host<ViewHost<Rows>>, FakeBackend, ManualClock) {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in Rows() }
        let backend = FakeBackend(clock: clock)
        backend.windowSize = Size(width: 800, height: 600)
        let host = Host(app: app, backend: backend, clock: clock)
        step(host, clock, frames: 30)
        return (app, host, backend, clock)
    }

    @Test func theLayoutGenerationChangesOnlyWithTheLayout() {
        let (app, host, backend, clock) = Self.rowsWindow()
        var last = app.layoutGeneration, changes = 0
        app.framesByWork = [:]
        for _ in 0..<6 {
            backend.queued = [.key(KeyPress(key: .downArrow)), .key(KeyPress(key: .downArrow, phase: .up))]
            for _ in 0..<60 {
                let before = app.framesByWork
                Self.step(host, clock, frames: 1)
                let work = app.framesByWork.first { $0.value != before[$0.key, default: 0] }?.key
                let changed = app.layoutGeneration != last
                last = app.layoutGeneration
                if changed { changes += 1 }
                if work == .rebuild { #expect(changed, "a rebuilt frame kept the generation") }
                if work == .decorations { #expect(!changed, "a frame drawn from the layout changed the generation") }
            }
        }
        let decorations = app.framesByWork[.decorations, default: 0]
        #expect(decorations > 0 && changes > 0)
        #expect(changes <= app.framesByWork.values.reduce(0, +) - decorations)
    }

    @Test func unseenLooksOnlyFramesAreSkipped() {
        let clock = ManualClock()
        let app = ViewHostTests.makeHost(GridCounter(), clock: clock)
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        Self.step(host, clock, frames: 30, skippingLooks: true)
        app.framesByWork = [:]
        backend.queued = [.key(KeyPress(key: .downArrow)), .key(KeyPress(key: .downArrow, phase: .up))]
        Self.step(host, clock, frames: 40, skippingLooks: true)
        #expect(app.framesByWork[.rebuild, default: 0] <= 2)
        #expect(app.framesByWork[.skip, default: 0] >= 1)
        #expect(app.framesByWork[.decorations] == nil)
    }

    /// A list taller than the window: moving focus off its bottom scrolls it.
    struct Rows: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(0..<200) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100).focusable() }
                }
            }
        }
    }

    @Test func aScrollAnimationMovesContentInsteadOfLayingItOut() {
        let (app, host, backend, clock) = Self.rowsWindow()
        app.framesByWork = [:]
        for _ in 0..<6 {
            backend.queued = [.key(KeyPress(key: .downArrow)), .key(KeyPress(key: .downArrow, phase: .up))]
            Self.step(host, clock, frames: 60)
        }
        #expect(app.context.focusedID?.description == "6")
        let shifted = app.framesByWork[.shiftScroll, default: 0], rebuilt = app.framesByWork[.rebuild, default: 0]
        // Six moves, the last ones scrolling: most scroll frames move the last layout.
        #expect(shifted >= 20, "frames by work: \(app.framesByWork)")
        #expect(rebuilt < shifted, "frames by work: \(app.framesByWork)")
    }

    /// A held Down repeats every 0.2 s at first, every 0.06 s at most (``DirectionRepeat``): the
    /// frames between two repeats only scroll, so they move the last layout; only a repeat's
    /// frame, and the one after it that sees the tree settle, are built. (Every frame of a hold
    /// used to be built whole: a third of the CPU a reuser's guide spends holding Down.)
    @Test func aHeldDirectionIsBuiltOnlyWhenItRepeats() {
        let (app, host, backend, clock) = Self.rowsWindow()
        app.framesByWork = [:]
        var moves = 0, last = app.context.focusedID
        backend.queued = [.key(KeyPress(key: .downArrow))]
        for _ in 0..<150 {
            Self.step(host, clock, frames: 1)
            if app.context.focusedID != last { moves += 1; last = app.context.focusedID }
        }
        backend.queued = [.key(KeyPress(key: .downArrow, phase: .up))]
        Self.step(host, clock, frames: 60)
        let rebuilt = app.framesByWork[.rebuild, default: 0], shifted = app.framesByWork[.shiftScroll, default: 0]
        #expect(moves >= 10, "the hold moved focus \(moves) times")
        #expect(rebuilt <= 2 * moves + 4, "\(moves) moves, frames by work: \(app.framesByWork)")
        #expect(shifted >= 60, "frames by work: \(app.framesByWork)")
    }
}
