import Testing
import UICore
@testable import UIRuntime

/// A sign-in form as Apple's `FocusState` documentation writes it, with a hint that reads the
/// focus state in `body` (which field is focused says what to type).
private struct SignInForm: View {
    enum Field: Hashable { case username, password }
    @FocusState private var focusedField: Field?
    var body: some View {
        VStack(spacing: 30) {
            Button("Username") {}.focused($focusedField, equals: .username).id("username")
            Button("Password") {}.focused($focusedField, equals: .password).id("password")
            Text(focusedField == .password ? "Eight characters or more" : "Your e-mail address")
        }
    }
}

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

    @Test func aFrameSettlesWhenNothingItReadChangedAfterIt() {
        var history = FrameHistory()
        history.built(actionsRan: false, inputStayed: true, stateChanged: false)
        #expect(history.settled)
        history.built(actionsRan: false, inputStayed: false, stateChanged: false)
        #expect(!history.settled) // focus moved while it was built
        history.built(actionsRan: true, inputStayed: true, stateChanged: false)
        #expect(!history.settled && history.actionsRan) // an onChange action wrote state after it
        history.built(actionsRan: false, inputStayed: true, stateChanged: true)
        #expect(!history.settled) // a @FocusState it read was told of focus after it
        history.built(actionsRan: false, inputStayed: true, stateChanged: false)
        history.unsettle()
        #expect(!history.settled) // hover moved in a frame drawn from the layout
        history.tracksSettling = false
        history.built(actionsRan: false, inputStayed: true, stateChanged: false)
        #expect(!history.settled)
        let f = history.facts(for: FrameRequest(isInvalidated: false, isDrawn: true), now: 0, hasLayout: true,
                              sceneChangePending: false, repeatDue: false, scrollsAnimating: false, looksLiveInTree: false)
        #expect(FramePlanner.plan(f) == .rebuild)
    }

    @Test func aDeadlineThatCameForcesARebuild() {
        var history = FrameHistory()
        history.built(actionsRan: false, inputStayed: true, stateChanged: false)
        history.built(actionsRan: false, inputStayed: true, stateChanged: false)
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

    /// A view that reads its `@FocusState` settles: telling the state where focus is again (as
    /// every built frame does) is no change when focus is where it was, so a focus move is built
    /// once and its lift eases in from that layout, shown or not. (The state used to be told
    /// "nowhere" and then the focused field each time, two writes that unsettled every frame:
    /// every frame of the animation was built again.)
    @Test func aViewReadingItsFocusStateIsBuiltOncePerFocusMove() {
        for shown in [true, false] {
            let clock = ManualClock()
            let app = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in SignInForm() }
            let backend = FakeBackend(clock: clock)
            let host = Host(app: app, backend: backend, clock: clock)
            Self.step(host, clock, frames: 30)
            app.framesByWork = [:]
            backend.queued = [.key(KeyPress(key: .downArrow)), .key(KeyPress(key: .downArrow, phase: .up))]
            Self.step(host, clock, frames: 40, skippingLooks: !shown)
            #expect(app.context.focusedID == "password")
            #expect(app.framesByWork[.rebuild, default: 0] == 1, "shown \(shown), frames by work: \(app.framesByWork)")
            #expect(app.framesByWork[shown ? .decorations : .skip, default: 0] >= 20, "shown \(shown), frames by work: \(app.framesByWork)")
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
        // The key's frame is built, with the focus the key moved to (nothing it read changes
        // after it); the lift's 0.2 s easing in and the old tile's 0.4 s easing out are drawn
        // from that layout. (A second build used to confirm the tree had settled.)
        #expect(app.framesByWork[.rebuild, default: 0] == 1)
        #expect(app.framesByWork[.decorations, default: 0] >= 20)
        #expect(app.framesByWork[.skip] == nil && app.framesByWork[.shiftScroll] == nil)
    }

    /// An 800×600 window of `content` on a fake backend, settled for half a second.
    static func window<V: View>(_ content: V) -> (ViewHost<V>, Host<ViewHost<V>>, FakeBackend, ManualClock) {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in content }
        let backend = FakeBackend(clock: clock)
        backend.windowSize = Size(width: 800, height: 600)
        let host = Host(app: app, backend: backend, clock: clock)
        step(host, clock, frames: 30)
        return (app, host, backend, clock)
    }

    /// A window of ``Rows`` (``window(_:)``).
    static func rowsWindow() -> (ViewHost<Rows>, Host<ViewHost<Rows>>, FakeBackend, ManualClock) { window(Rows()) }

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

    /// A scroll frame that moves the last layout moves the last display list's items of the
    /// moved content with it instead of drawing the tree again, and shows what drawing the tree
    /// again shows: a window building every frame whole, driven alike, presents the same items
    /// frame by frame (to a millionth of a point) wherever the window shows them: items only in
    /// the unseen prefetch margin wait for the next layout (``ScrollShift``).
    @Test func aScrollFrameMovesTheLastListAndShowsWhatDrawingAgainShows() {
        Self.expectMovedListsShowWhatDrawingAgainShows(Self.rowsWindow, keys: Array(repeating: .downArrow, count: 5))
    }

    /// The same with nested scroll views: along a shelf, then down to the next (the outer and an
    /// inner scroll view move, in one frame or in turn).
    @Test func nestedScrollFramesMoveTheirItemsByBothScrolls() {
        Self.expectMovedListsShowWhatDrawingAgainShows(Self.shelvesWindow,
                                                       keys: [.rightArrow, .rightArrow, .rightArrow, .downArrow, .rightArrow, .downArrow, .rightArrow])
    }

    /// Drives a window from `make` and one building every frame whole with `keys` (one a second)
    /// and expects the same items shown frame by frame, every focusable view's frame the same
    /// to focus, and most scroll frames made by moving the last list.
    static func expectMovedListsShowWhatDrawingAgainShows<V: View>(
        _ make: () -> (ViewHost<V>, Host<ViewHost<V>>, FakeBackend, ManualClock), keys: [Key]) {
        let (app, host, backend, clock) = make()
        let (wholeApp, whole, wholeBackend, wholeClock) = make()
        wholeApp.tracksLooksOnlyFrames = false
        app.displayLists.listsMoved = 0
        var compared = 0
        for key in keys {
            for b in [backend, wholeBackend] { b.queued = [.key(KeyPress(key: key)), .key(KeyPress(key: key, phase: .up))] }
            for _ in 0..<60 {
                step(host, clock, frames: 1)
                step(whole, wholeClock, frames: 1)
                guard let a = backend.lastList, let b = wholeBackend.lastList else { continue }
                #expect(a.scrollContents == b.scrollContents)
                let shown = Rect(origin: .zero, size: a.size)
                let (x0, y0) = (visible(a.items, in: shown), visible(b.items, in: shown))
                #expect(x0.count == y0.count)
                for (x, y) in zip(x0, y0) where !same(x, y) {
                    Issue.record("at \(clock.now): \(x) vs \(y)")
                    return
                }
                // Focus sees every view where a whole layout puts it (the focus tree is moved too).
                var ids: [ViewID] = []
                wholeApp.root?.visit { n in
                    if let id = n.id, n.focus?.interactions != nil { ids.append(id) }
                    return true
                }
                for id in ids where app.context.frame(of: id) != wholeApp.context.frame(of: id) {
                    Issue.record("at \(clock.now): \(id) at \(String(describing: app.context.frame(of: id))) vs \(String(describing: wholeApp.context.frame(of: id)))")
                    return
                }
                compared += 1
            }
        }
        #expect(compared > 40 * keys.count)
        #expect(app.context.focusedID == wholeApp.context.focusedID)
        #expect(app.displayLists.listsMoved >= 20, "lists moved: \(app.displayLists.listsMoved), frames by work: \(app.framesByWork)")
    }

    /// Shelves of tiles scrolling sideways inside a list scrolling down (tvOS's shelves).
    struct Shelves: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 40) {
                    ForEach(0..<8) { row in
                        ScrollView(.horizontal) {
                            HStack(spacing: 30) {
                                ForEach(0..<12) { i in
                                    Text("Tile \(row).\(i)").frame(width: 220, height: 160).background(Color.gray).focusable()
                                }
                            }
                        }
                        .id("shelf-\(row)")
                    }
                }
            }
        }
    }

    /// A window of ``Shelves`` (``window(_:)``).
    static func shelvesWindow() -> (ViewHost<Shelves>, Host<ViewHost<Shelves>>, FakeBackend, ManualClock) { window(Shelves()) }

    /// The items drawing inside `shown` (clips left out: they hold what is outside it too).
    static func visible(_ items: [DisplayItem], in shown: Rect) -> [DisplayItem] {
        items.filter { item in
            switch item {
            case .pushClip, .popClip: return false
            case .fill(_, let r, _), .stroke(_, let r, _, _), .image(_, let r, _), .gradient(_, let r, _, _, _, _):
                return r.intersection(shown) != nil
            case .shadow(_, let r, _, let blur, _): return r.insetBy(dx: -blur * 2, dy: -blur * 2).intersection(shown) != nil
            case .text(_, _, _, let p): return p.y > shown.minY - 200 && p.y < shown.maxY
            case .pushLayer, .popLayer: return true
            }
        }
    }

    /// Whether two display items are alike to a millionth of a point.
    static func same(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        func near(_ p: Double, _ q: Double) -> Bool { abs(p - q) <= 1e-6 }
        func near(_ r: Rect, _ s: Rect) -> Bool {
            near(r.minX, s.minX) && near(r.minY, s.minY) && near(r.width, s.width) && near(r.height, s.height)
        }
        switch (a, b) {
        case (.fill(let s0, let r0, let c0), .fill(let s1, let r1, let c1)): return s0 == s1 && c0 == c1 && near(r0, r1)
        case (.text(let t0, let f0, let c0, let p0), .text(let t1, let f1, let c1, let p1)):
            return t0 == t1 && f0 == f1 && c0 == c1 && near(p0.x, p1.x) && near(p0.y, p1.y)
        case (.pushClip(let s0, let r0), .pushClip(let s1, let r1)): return s0 == s1 && near(r0, r1)
        case (.shadow(let s0, let r0, let c0, let b0, let o0), .shadow(let s1, let r1, let c1, let b1, let o1)):
            return s0 == s1 && c0 == c1 && b0 == b1 && o0 == o1 && near(r0, r1)
        case (.pushLayer(let t0, let o0), .pushLayer(let t1, let o1)):
            return o0 == o1 && near(t0.m11, t1.m11) && near(t0.m12, t1.m12) && near(t0.m13, t1.m13)
                && near(t0.m21, t1.m21) && near(t0.m22, t1.m22) && near(t0.m23, t1.m23)
        default: return a == b
        }
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
