import Testing
import UICore
@testable import UIRuntime

/// A held direction through a long scrolled list keeps the focused view in sight (S8): each move
/// waits until the scroll has shown the view before it and the place ahead of it. Before, the
/// repeat ran on its own clock, up to sixteen moves a second, while the reveal's spring trailed
/// it: in a 50 000-row guide and the 10⁶-recipe grid held at 1920×1080 the focused row stayed
/// below the scroll view's edge for the whole hold (six screenshots in a row showed no focus);
/// here the focused row went 86 % of its height below the edge, the focused show 174 % of its
/// width past it.
@MainActor
@Suite struct HeldScrollSightTests {
    /// Rows 80 points tall, 12 apart, in a scroll view filling a 900×600 window.
    static func makeList(clock: ManualClock) -> ViewHost<some View> {
        let host = ViewHost(canvas: Size(width: 900, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(0..<1000, id: \.self) { i in Button("Row \(i)") {}.frame(height: 80) }
                }
            }
        }
        _ = host.windowDidResize(Size(width: 900, height: 600))
        return host
    }

    /// A shelf of buttons 160 points wide, 12 apart, in a horizontal scroll view filling the window.
    static func makeShelf(clock: ManualClock) -> ViewHost<some View> {
        let host = ViewHost(canvas: Size(width: 900, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<1000, id: \.self) { i in Button("Show \(i)") {}.frame(width: 160, height: 80) }
                }
            }
        }
        _ = host.windowDidResize(Size(width: 900, height: 600))
        return host
    }

    /// Holds `key` for 4 s of frames in `app`; returns the least fraction of the focused view's
    /// length along the hold (`across`: its width) inside the 900×600 window over every frame,
    /// and how many times focus moved.
    static func hold<V: View>(_ key: Key, in app: ViewHost<V>, across: Bool, clock: ManualClock) -> (worst: Double, moves: Int) {
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        FramePlannerTests.step(host, clock, frames: 30)
        backend.queued = [.key(KeyPress(key: key))]
        var moves = 0, last = app.context.focusedID, worst = 1.0
        for _ in 0..<(4 * 60) {
            FramePlannerTests.step(host, clock, frames: 1)
            guard let id = app.context.focusedID, let frame = app.frame(of: id) else { continue }
            if id != last { moves += 1; last = id }
            let shown = across ? (min(frame.maxX, 900) - max(frame.minX, 0)) / frame.width
                               : (min(frame.maxY, 600) - max(frame.minY, 0)) / frame.height
            worst = min(worst, shown)
        }
        return (worst, moves)
    }

    @Test func aHeldDownKeepsTheFocusedRowInSight() {
        let clock = ManualClock()
        let (worst, moves) = Self.hold(.downArrow, in: Self.makeList(clock: clock), across: false, clock: clock)
        // At each move the row it lands on was in sight but for the 12 points between rows.
        #expect(worst >= 0.8, "the focused row was \(Int(worst * 100)) % in sight at worst")
        // And the hold still runs down the list (the window shows six rows).
        #expect(moves >= 20, "the hold moved focus \(moves) times in 4 s")
    }

    @Test func aHeldRightKeepsTheFocusedShowInSight() {
        let clock = ManualClock()
        let (worst, moves) = Self.hold(.rightArrow, in: Self.makeShelf(clock: clock), across: true, clock: clock)
        #expect(worst >= 0.8, "the focused show was \(Int(worst * 100)) % in sight at worst")
        #expect(moves >= 20, "the hold moved focus \(moves) times in 4 s")
    }

    /// A tab bar above a scrolled grid, as a tvOS app's top tabs sit above its content: Down held
    /// scrolls the grid, then Up held climbs it back row by row and reaches the tabs only from
    /// the first row. Before, Up left the grid for the tabs at the first or second row, as soon
    /// as a row's top came nearer the grid's top edge than the rows' spacing (the tabs were
    /// nearer than the row scrolled out above).
    @Test func upHeldInAScrolledGridClimbsToTheFirstRowBeforeTheTabs() {
        let clock = ManualClock()
        let app = ViewHost(canvas: Size(width: 1280, height: 720), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack(spacing: 0) {
                HStack(spacing: 40) {
                    Button("Recipes") {}.id("tab-recipes")
                    Button("Favorites") {}.id("tab-favorites")
                }
                .frame(height: 80)
                .focusSection()
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 40), count: 3), spacing: 40) {
                        ForEach(0..<300, id: \.self) { i in
                            Button("Tile \(i)") {}.frame(height: 200).id("tile-\(i)")
                        }
                    }
                    .padding(.horizontal, 60)
                }
            }
        }
        _ = app.windowDidResize(Size(width: 1280, height: 720))
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        FramePlannerTests.step(host, clock, frames: 30)
        backend.queued = [.key(KeyPress(key: .downArrow))]
        FramePlannerTests.step(host, clock, frames: 2 * 60)
        backend.queued = [.key(KeyPress(key: .downArrow, phase: .up))]
        FramePlannerTests.step(host, clock, frames: 30)
        let bottom = app.context.focusedID
        #expect(bottom.map { $0.description.hasPrefix("tile-") && $0 != "tile-0" && $0 != "tile-1" && $0 != "tile-2" } == true,
                "Down held reached \(String(describing: bottom))")
        backend.queued = [.key(KeyPress(key: .upArrow))]
        var visited: [String] = []
        for _ in 0..<(8 * 60) {
            FramePlannerTests.step(host, clock, frames: 1)
            guard let id = app.context.focusedID?.description, id != visited.last else { continue }
            visited.append(id)
            if id.hasPrefix("tab-") { break }
        }
        let lastTile = visited.last { $0.hasPrefix("tile-") }
        #expect(visited.last?.hasPrefix("tab-") == true, "Up held went \(visited)")
        #expect(["tile-0", "tile-1", "tile-2"].contains(lastTile ?? ""), "Up held went \(visited)")
    }
}
