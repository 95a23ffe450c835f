import Testing
import TestSupport
import UICore
@testable import Rasterizer

/// A list whose scrolled content a ``RetainedDisplayList`` moved says what moved
/// (``DisplayListRevision/moved``), and a renderer still showing the list it was moved from
/// takes the move from it instead of comparing the two lists' items: the same pixel move and
/// the same damage as comparing them.
@Suite struct KnownShiftTests {
    static let size = Size(width: 800, height: 500)

    /// A scroll view ("s") of twelve focusable tiles, laid out at offset 0.
    static func laidOut() -> Node {
        let root = ResolveContext(environment: EnvironmentValues()).resolve(ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<12) { i in FocusableTiles.tile(i, width: 300, height: 100) }
            }
        }.id("s"))
        LayoutEngine.layout(root, in: size, context: LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: size))
        return root
    }

    static func lift(_ scale: Double) -> FocusDecoration {
        var d = FocusDecoration()
        d.scale = scale
        d.shadow = ShadowSpec(color: Color.black.opacity(0.3), radius: 12, x: 0, y: 6)
        return d
    }

    static func frame(_ list: DisplayList) -> DamageFrame {
        DamageFrame(list, scale: 1.5, cachesShapes: true, width: 1200, height: 750)
    }

    /// Moves the scroll view's content `by` points up, as a scroll animation's frame moves it.
    static func scroll(_ root: Node, by up: Double) -> RetainedDisplayList.Move {
        let placed = root[ScrollSpec.PlacementKey.self]!
        root.children[0].translate(dx: 0, dy: -up)
        root[ScrollSpec.PlacementKey.self] = ScrollPlacement(offset: placed.offset + up, maxOffset: placed.maxOffset)
        return RetainedDisplayList.Move(content: root.children[0], offset: Point(x: 0, y: -up))
    }

    /// The same list with no word of what moved: a renderer compares its items.
    static func unsaid(_ list: DisplayList) -> DisplayList {
        var copy = list
        copy.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [])
        return copy
    }

    @Test(arguments: [false, true])
    func aMoveTheListStatesIsTheMoveComparingFinds(liftChanges: Bool) throws {
        let root = Self.laidOut()
        let t1 = ObjectIdentifier(try #require(root.find(id: "t1"))), t2 = ObjectIdentifier(try #require(root.find(id: "t2")))
        let lists = RetainedDisplayList()
        let start: DisplayListBuilder.Decorations = liftChanges ? [t1: Self.lift(1.1), t2: Self.lift(1.02)] : [t1: Self.lift(1.1)]
        var previous = Self.frame(lists.build(root, size: Self.size, decorations: start, layoutUnchanged: false))
        for step in 1...5 {
            // Whole pixels at 1.5 pixels a point: 2 points is 3 pixels.
            let move = Self.scroll(root, by: 2)
            // While the content moves, one tile's lift may ease out and another's in.
            let decorations: DisplayListBuilder.Decorations = liftChanges
                ? [t1: Self.lift(1.1 - 0.01 * Double(step)), t2: Self.lift(1.02 + 0.01 * Double(step))] : start
            let list = lists.build(root, size: Self.size, decorations: decorations, layoutUnchanged: true, moved: [move])
            let moved = try #require(list.revision?.moved, "step \(step)")
            #expect(moved.from == previous.revision?.id)
            let told = Self.frame(list), compared = Self.frame(Self.unsaid(list))
            #expect(told.knownMove(since: previous) != nil, "step \(step): the stated move is taken")
            let a = try #require(told.shift(since: previous)), b = try #require(compared.shift(since: previous))
            #expect(a.dx == b.dx && a.dy == b.dy && a.dy == -3 && a.clip == b.clip)
            #expect(a.damage == b.damage, "step \(step): damage \(a.damage) told, \(b.damage) compared")
            previous = told
        }
    }

    /// A list moved from another than the one the renderer shows is compared.
    @Test func aMoveFromAnotherListIsNotTaken() throws {
        let root = Self.laidOut()
        let lists = RetainedDisplayList()
        let first = lists.build(root, size: Self.size, decorations: [:], layoutUnchanged: false)
        let shown = Self.frame(lists.build(root, size: Self.size, decorations: [:], layoutUnchanged: true, moved: [Self.scroll(root, by: 2)]))
        // The renderer still shows the first list; this one was moved from the second.
        let list = lists.build(root, size: Self.size, decorations: [:], layoutUnchanged: true, moved: [Self.scroll(root, by: 2)])
        #expect(list.revision?.moved?.from == shown.revision?.id)
        let stale = Self.frame(first)
        #expect(Self.frame(list).knownMove(since: stale) == nil)
        // Compared, the two lists are 4 points (6 pixels) apart.
        #expect(Self.frame(list).shift(since: stale)?.dy == -6)
    }

    /// A frame whose list states the move takes the moved items' entries over from the last
    /// frame, moved with them by whole pixels: only the items drawn again (a lift easing) and
    /// those drawn over the tree or cut by the window's edge are worked out, and every entry,
    /// and the move's damage, is what working the list out whole gives.
    @Test func aStatedMoveMovesTheLastFramesEntries() throws {
        let root = Self.laidOut()
        let t1 = ObjectIdentifier(try #require(root.find(id: "t1")))
        let lists = RetainedDisplayList()
        var previous = Self.frame(lists.build(root, size: Self.size, decorations: [t1: Self.lift(1.1)], layoutUnchanged: false))
        for step in 1...5 {
            let move = Self.scroll(root, by: 2)
            let list = lists.build(root, size: Self.size, decorations: [t1: Self.lift(1.1 - 0.01 * Double(step))],
                                   layoutUnchanged: true, moved: [move])
            let whole = Self.frame(list)
            var last: DamageFrame? = previous
            let taken = DamageFrame(list, scale: 1.5, cachesShapes: true, width: 1200, height: 750, taking: &last)
            #expect(whole.itemsWorkedOut == list.items.count)
            #expect(taken.itemsWorkedOut < list.items.count / 3, "step \(step): \(taken.itemsWorkedOut) of \(list.items.count) worked out")
            try #require(taken.entries.count == whole.entries.count)
            for (i, (a, b)) in zip(taken.entries, whole.entries).enumerated() {
                #expect(a.drawsSame(as: b) && a.bounds == b.bounds && a.unclipped == b.unclipped
                        && a.clipSensitive == b.clipSensitive && a.nesting == b.nesting, "step \(step), item \(i): \(a.item)")
            }
            let a = try #require(taken.shift(since: previous)), b = try #require(whole.shift(since: previous))
            #expect(a.dy == b.dy && a.clip == b.clip && a.damage == b.damage, "step \(step)")
            previous = taken
        }
    }
}
