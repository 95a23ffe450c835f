import Testing
import UICore
import ScrollEngine
@testable import UIRuntime

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`, from Apple's documentation of
/// both: its example (a button at the top scrolls to one at the bottom and back), and the
/// anchor's meaning ("setting anchor to top aligns the top of the identified view to the top of
/// the scroll view … If anchor is nil, … scrolls the minimum amount to make the identified view
/// wholly visible").
@MainActor
@Suite struct ScrollViewReaderTests {
    /// Apple's `ScrollViewReader` example, its colour rows as plain rectangles.
    struct AppleExample: View {
        @Namespace var topID
        @Namespace var bottomID
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    Button("Scroll to Bottom") {
                        withAnimation { proxy.scrollTo(bottomID) }
                    }
                    .id(topID)

                    VStack(spacing: 0) {
                        ForEach(0..<100) { i in
                            Rectangle().fill(Color(white: Double(i) / 100)).frame(height: 32)
                        }
                    }

                    Button("Top") {
                        withAnimation { proxy.scrollTo(topID) }
                    }
                    .id(bottomID)
                }
                .id("example")
            }
        }
    }

    /// Rows 60 points tall in a scroll view 600 points tall, under buttons that scroll to a row:
    /// `lazy` in a `LazyVStack` (only the rows near the top are built at first).
    struct Rows: View {
        var lazy = false
        var count = 100
        var target = 40
        var anchor: UnitPoint?
        var animated = false
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") {
                        if animated {
                            withAnimation { proxy.scrollTo(target, anchor: anchor) }
                        } else {
                            proxy.scrollTo(target, anchor: anchor)
                        }
                    }
                    .id("go")
                    Button("Nowhere") { proxy.scrollTo("no such row", anchor: .top) }.id("nowhere")
                    ScrollView {
                        if lazy {
                            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in row(i) } }
                        } else {
                            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in row(i) } }
                        }
                    }
                    .frame(height: 600)
                    .id("rows")
                }
            }
        }

        func row(_ i: Int) -> some View { Text("Row \(i)").frame(height: 60).id(i) }
    }

    static let window = Size(width: 1280, height: 720)

    /// The offset of the scroll view `id` as laid out.
    static func offset(_ host: ViewHost<some View>, _ id: ViewID) -> Double {
        host.scrolls.offsets(pixelsPerPoint: 1)[id] ?? 0
    }

    /// Presses Return on `id` and lets the frames after it settle.
    static func press(_ id: ViewID, in host: ViewHost<some View>, _ clock: ManualClock) {
        pressReturn(on: id, in: host)
        _ = host.frame()
        settle(host, clock)
    }

    /// The frame of the view `id` names in the host's last tree.
    static func frame(_ host: ViewHost<some View>, _ id: ViewID) throws -> Rect {
        try #require(host.root?.find(id: id)).frame
    }

    @Test func applesExampleScrollsToTheBottomButtonAndBackToTheTop() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window, clock: clock) { AppleExample() }
        let scroll = try Self.frame(host, "example")
        let bottom = try #require(Self.buttonID(host, "Top"))
        let top = try #require(Self.buttonID(host, "Scroll to Bottom"))
        #expect(try Self.frame(host, bottom).minY > scroll.maxY, "the bottom button starts below the fold")
        Self.press(top, in: host, clock)
        let shown = try Self.frame(host, bottom)
        // The least scroll that shows it whole: its bottom edge on the scroll view's.
        #expect(abs(shown.maxY - scroll.maxY) < 0.5, "bottom button at \(shown), scroll view \(scroll)")
        Self.press(bottom, in: host, clock)
        #expect(Self.offset(host, "example") == 0)
        #expect(abs(try Self.frame(host, top).minY - scroll.minY) < 0.5)
    }

    @Test(arguments: [(UnitPoint.top, 0.0), (.center, 0.5), (.bottom, 1.0)])
    func anAnchorPutsTheViewsPointOnTheScrollViewsSamePoint(anchor: UnitPoint, fraction: Double) throws {
        for lazy in [false, true] {
            let clock = ManualClock()
            let host = identityHost(Self.window, clock: clock) { Rows(lazy: lazy, anchor: anchor) }
            Self.press("go", in: host, clock)
            let scroll = try Self.frame(host, "rows"), row = try Self.rowFrame(host, 40)
            let wanted = scroll.minY + fraction * scroll.height - fraction * row.height
            #expect(abs(row.minY - wanted) < 0.5, "lazy \(lazy), anchor \(anchor): row 40 at \(row.minY), wanted \(wanted)")
        }
    }

    @Test func noAnchorScrollsTheLeastThatShowsTheViewWhole() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window, clock: clock) { Rows(target: 40) }
        Self.press("go", in: host, clock)
        let scroll = try Self.frame(host, "rows"), row = try Self.rowFrame(host, 40)
        #expect(abs(row.maxY - scroll.maxY) < 0.5, "row 40 at \(row), scroll view \(scroll)")
        // Already wholly visible: nothing moves.
        let before = Self.offset(host, "rows")
        let again = identityHost(Self.window, clock: clock) { Rows(target: 3) }
        Self.press("go", in: again, clock)
        #expect(Self.offset(again, "rows") == 0)
        #expect(before > 0)
    }

    @Test func theScrollStopsWhereTheContentEnds() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window, clock: clock) { Rows(target: 99, anchor: .top) }
        Self.press("go", in: host, clock)
        let scroll = try Self.frame(host, "rows"), last = try Self.rowFrame(host, 99)
        #expect(abs(last.maxY - scroll.maxY) < 0.5, "the last row ends at the scroll view's bottom: \(last), \(scroll)")
        #expect(abs(Self.offset(host, "rows") - (100 * 60 - 600)) < 0.5)
    }

    @Test func anItemOfALazyStackNeverBuiltIsScrolledTo() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window, clock: clock) { Rows(lazy: true, count: 10_000, target: 5_000, anchor: .top) }
        #expect(Self.row(host, 5_000) == nil, "row 5000 is not built before the scroll")
        Self.press("go", in: host, clock)
        let scroll = try Self.frame(host, "rows"), row = try Self.rowFrame(host, 5_000)
        #expect(abs(row.minY - scroll.minY) < 0.5, "row 5000 at \(row.minY), the scroll view's top \(scroll.minY)")
    }

    @Test func withAnimationTheScrollAnimatesAndWithoutItJumps() throws {
        for animated in [false, true] {
            let clock = ManualClock()
            let host = identityHost(Self.window, clock: clock) { Rows(target: 40, anchor: .top, animated: animated) }
            pressReturn(on: "go", in: host)
            _ = host.frame()   // the scroll starts (or jumps) once this frame is laid out
            clock.advance(by: 1.0 / 60)
            _ = host.frame()
            let goal = 40 * 60.0, early = Self.offset(host, "rows")
            if animated { #expect(early > 0 && early < goal, "one frame into the animation: \(early)") } else { #expect(early == goal) }
            settle(host, clock)
            #expect(Self.offset(host, "rows") == goal, "animated \(animated)")
        }
    }

    /// Shelves of posters (a vertical scroll view of horizontal lazy ones), a button above them
    /// scrolling to one poster: both scroll views move, and right-to-left the horizontal one's
    /// leading edge is its right one.
    struct Shelves: View {
        var anchor: UnitPoint
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Find") { proxy.scrollTo("poster-5-12", anchor: anchor) }.id("find")
                    ScrollView {
                        VStack(spacing: 40) {
                            ForEach(0..<8, id: \.self) { s in
                                ScrollView(.horizontal) {
                                    LazyHStack(spacing: 40) {
                                        ForEach(0..<30, id: \.self) { p in
                                            Text("Poster \(s)-\(p)").frame(width: 200, height: 300).id("poster-\(s)-\(p)")
                                        }
                                    }
                                }
                                .id("shelf-\(s)")
                            }
                        }
                    }
                    .id("shelves")
                }
            }
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bothScrollViewsAroundAPosterMove(direction: LayoutDirection) throws {
        let clock = ManualClock()
        let host = identityHost(Self.window, clock: clock) { Shelves(anchor: .leading).environment(\.layoutDirection, direction) }
        Self.press("find", in: host, clock)
        let shelves = try Self.frame(host, "shelves"), shelf = try Self.frame(host, "shelf-5")
        let poster = try Self.frame(host, "poster-5-12")
        #expect(shelves.contains(poster.insetBy(dx: 0.5, dy: 0.5)), "\(direction): poster at \(poster), shelves \(shelves)")
        #expect(Self.offset(host, "shelves") > 0)
        #expect(Self.offset(host, "shelf-0") == 0, "the other shelves keep their offsets")
        // `.leading`: the poster's leading edge on the shelf's (its left one, right-to-left its right one).
        let edge = direction == .leftToRight ? abs(poster.minX - shelf.minX) : abs(poster.maxX - shelf.maxX)
        #expect(edge < 0.5, "\(direction): poster at \(poster), shelf \(shelf)")
    }

    @Test func anIDNoViewHasMovesNothing() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window, clock: clock) { Rows(lazy: true) }
        Self.press("nowhere", in: host, clock)
        #expect(Self.offset(host, "rows") == 0)
        #expect(host.context.focusedID == "nowhere")
    }

    /// Row `i`'s node (its id is `i` in its `ForEach`'s scope), nil when it is not built.
    static func row(_ host: ViewHost<some View>, _ i: Int) -> Node? {
        var found: Node?
        host.root?.visit { n in
            if found == nil, n.id?.unscoped == ViewID(i) { found = n }
            return found == nil
        }
        return found
    }

    /// Row `i`'s frame.
    static func rowFrame(_ host: ViewHost<some View>, _ i: Int) throws -> Rect { try #require(row(host, i)).frame }

    /// The id of the button titled `title` (its node's, the id `.id(_:)` gave it).
    static func buttonID(_ host: ViewHost<some View>, _ title: String) -> ViewID? {
        var found: ViewID?
        host.root?.visit { n in
            if found == nil, n.id != nil, n.focus != nil, text(host, n.id!) == title { found = n.id }
            return found == nil
        }
        return found
    }
}
