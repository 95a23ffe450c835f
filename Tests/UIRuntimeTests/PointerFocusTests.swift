import Testing
import UICore
@testable import UIRuntime

/// Focus follows the pointer, as on a TV with a pointer: one highlight at a time.
@MainActor
@Suite struct PointerFocusTests {
    /// Three lifting tiles in a row, 200 pt wide, 40 apart, from x = 0.
    static func makeHost(clock: ManualClock) -> ViewHost<HStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            HStack(spacing: 40) {
                Button("a") {}.hoverEffect(.lift).id("a").frame(width: 200, height: 120)
                Button("b") {}.hoverEffect(.lift).id("b").frame(width: 200, height: 120)
                Button("c") {}.hoverEffect(.lift).id("c").frame(width: 200, height: 120)
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    static func settle(_ host: ViewHost<HStack>, _ clock: ManualClock) {
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = host.frame() }
    }

    /// The ids of the views drawn lifted now.
    static func lifted(_ host: ViewHost<HStack>) -> Set<String> {
        guard let root = host.root else { return [] }
        var out: Set<String> = []
        root.visit { n in
            if let id = n.id, let d = host.effects.decorations[ObjectIdentifier(n)], d.scale > 1.001 { out.insert(id.description) }
            return true
        }
        return out
    }

    /// A pointer beside the window (SDL reports one as the window opens or while a drag holds
    /// the mouse) neither hovers nor focuses the part of a view that reaches past the edge.
    @Test func aPointerBesideTheWindowHoversNothing() throws {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack(spacing: 40) {
                Button("top") {}.hoverEffect(.lift).id("top").frame(width: 200, height: 120)
                Button(action: {}) { Text("wide").frame(width: 1000, height: 120) }.hoverEffect(.lift).id("wide")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        let wide = try #require(host.root?.find(id: "wide")).frame
        #expect(wide.minX < 0, "the wide button reaches past the window's left edge")
        host.handle(.pointerMoved(Point(x: 400, y: 10)))   // first report: noted only
        host.handle(.pointerMoved(Point(x: wide.minX + 20, y: wide.midY)))
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        #expect(host.input.pointer.hoveredID == nil)
        #expect(host.context.focusedID == "top")
        host.handle(.pointerMoved(Point(x: 30, y: wide.midY)))
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        #expect(host.input.pointer.hoveredID == "wide")
        #expect(host.context.focusedID == "wide")
    }

    /// Content scrolled under a resting pointer is hovered where it now is: a frame that moves
    /// the last layout's content finds hover again, while frames drawn from a layout nothing
    /// moved keep what the pointer hovered.
    @Test func contentScrolledUnderARestingPointerIsHoveredWhereItNowIs() throws {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            ScrollView(.horizontal) {
                HStack(spacing: 40) {
                    ForEach(0..<12, id: \.self) { i in
                        Button("t\(i)") {}.hoverEffect(.lift).id("t\(i)").frame(width: 200, height: 120)
                    }
                }
            }.id("row")
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        /// Frames as the live loop asks for them: only the first after input is invalidated.
        func frames(_ count: Int, invalidated: Bool) {
            for i in 0..<count {
                clock.advance(by: 1.0 / 60)
                _ = host.frame(FrameRequest(isInvalidated: invalidated && i == 0, isDrawn: true))
            }
        }
        frames(60, invalidated: true)
        let t1 = try #require(host.root?.find(id: "t1")).frame
        let p = Point(x: t1.midX, y: t1.midY)
        host.handle(.pointerMoved(Point(x: 10, y: 10)))   // first report: noted only
        host.handle(.pointerMoved(p))
        frames(30, invalidated: true)
        #expect(host.input.pointer.hoveredID == "t1")
        host.handle(.wheel(dx: 0, dy: -2))
        frames(90, invalidated: true)
        let root = try #require(host.root)
        let under = try #require(HitTesting.focusable(at: p, in: root)?.id)
        #expect(under != "t1", "the wheel scrolled the row under the pointer")
        #expect(host.input.pointer.hoveredID == under)
    }

    @Test func movingOntoATileFocusesItAndTheKeysGoOnFromThere() throws {
        let clock = ManualClock()
        let host = Self.makeHost(clock: clock)
        Self.settle(host, clock)
        let c = try #require(host.root?.find(id: "c")).frame
        // The window opens under a resting pointer over "c": focus stays where it was.
        host.handle(.pointerMoved(Point(x: c.midX, y: c.midY)))
        Self.settle(host, clock)
        #expect(host.context.focusedID == "a")
        // The pointer moves onto "b", then onto "c": focus follows, one tile lifted.
        let b = try #require(host.root?.find(id: "b")).frame
        host.handle(.pointerMoved(Point(x: b.midX, y: b.midY)))
        Self.settle(host, clock)
        #expect(host.context.focusedID == "b")
        host.handle(.pointerMoved(Point(x: c.midX, y: c.midY - 10)))
        Self.settle(host, clock)
        #expect(host.context.focusedID == "c")
        #expect(Self.lifted(host) == ["c"])
        // Left goes on from the pointer's tile; the tile left under the resting pointer is not lifted.
        host.handle(.key(KeyPress(key: .leftArrow)))
        host.handle(.key(KeyPress(key: .leftArrow, phase: .up)))
        Self.settle(host, clock)
        #expect(host.context.focusedID == "b")
        #expect(Self.lifted(host) == ["b"])
        // A small move within "c" (the same view under the pointer) does not take focus back.
        host.handle(.pointerMoved(Point(x: c.midX + 5, y: c.midY - 10)))
        Self.settle(host, clock)
        #expect(host.context.focusedID == "b")
    }
}
