import Testing
import TestSupport
@testable import UICore

/// ``RetainedDisplayList`` redraws only the nodes whose decorations changed while the layout
/// stays, and its lists are exactly the lists ``DisplayListBuilder`` builds whole.
@Suite struct RetainedDisplayListTests {
    static let size = FocusableTiles.size

    /// Three focusable tiles (art over a title) in a row.
    static func tiles() -> Node { FocusableTiles.layOut() }

    /// A lift at `scale` with a shadow (a raised tile).
    static func lift(_ scale: Double) -> FocusDecoration {
        var d = FocusDecoration()
        d.scale = scale
        d.shadow = ShadowSpec(color: Color.black.opacity(0.3 * (scale - 1) * 10), radius: 20 * (scale - 1) * 10, x: 0, y: 8)
        return d
    }

    static func key(_ root: Node, _ id: ViewID) throws -> ObjectIdentifier {
        ObjectIdentifier(try #require(root.find(id: id)))
    }

    @Test func aFocusAnimationIsPatchedInPlaceAndMatchesAWholeBuild() throws {
        let root = Self.tiles()
        let t0 = try Self.key(root, "t0"), t1 = try Self.key(root, "t1")
        let lists = RetainedDisplayList()
        var last = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.1)], layoutUnchanged: false)
        #expect(last.revision?.base == nil, "the first list is built whole")
        // Focus moved from t0 to t1 (the frame that moved it reordered the tiles: built whole),
        // then both animate: t1 lifts, t0 settles, both stay raised.
        last = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.09), t1: Self.lift(1.01)], layoutUnchanged: false)
        var patched = 0
        for step in 1...8 {
            let decorations = [t0: Self.lift(1.09 - 0.01 * Double(step)), t1: Self.lift(1.01 + 0.01 * Double(step))]
            let list = lists.build(root, size: Self.size, decorations: decorations, layoutUnchanged: true)
            let whole = DisplayListBuilder.build(root, size: Self.size, decorations: decorations)
            #expect(list == whole, "step \(step): the patched list is the whole build's")
            let revision = try #require(list.revision)
            if revision.base != nil {
                patched += 1
                #expect(revision.base == last.revision?.id, "patched from the list before it")
                #expect(revision.prefixCount == list.items.count && list.items.count == last.items.count)
                // Every item outside the named ranges is the earlier list's.
                for i in list.items.indices where !revision.changed.contains(where: { $0.contains(i) }) {
                    #expect(list.items[i] == last.items[i], "item \(i) changed outside the named ranges")
                }
                #expect(!revision.changed.isEmpty)
            }
            last = list
        }
        #expect(patched == 8, "every step of the animation is patched (\(patched) of 8)")
    }

    /// A frame of a lift redraws the tile's own items (its layer, shadow and ring) and copies
    /// those of the nodes inside it from the last list: they draw as they did.
    @Test func theNodesInsideARedrawnTileAreCopiedNotDrawnAgain() throws {
        let root = Self.tiles()
        let tile = try #require(root.find(id: "t1"))
        let t1 = ObjectIdentifier(tile)
        let lists = RetainedDisplayList()
        _ = lists.build(root, size: Self.size, decorations: [t1: Self.lift(1.05)], layoutUnchanged: false)
        // Moved behind the list's back (its caller promises the layout stays): a node drawn
        // again would show it, a copied one does not.
        var leaf = try #require(tile.children.first)
        while let next = leaf.children.first { leaf = next }
        leaf.frame.origin.x += 7
        let list = lists.build(root, size: Self.size, decorations: [t1: Self.lift(1.06)], layoutUnchanged: true)
        leaf.frame.origin.x -= 7
        #expect(list.revision?.base != nil, "patched in place")
        #expect(list == DisplayListBuilder.build(root, size: Self.size, decorations: [t1: Self.lift(1.06)]))
    }

    /// A tile that starts lifting is drawn after its siblings (raised), with a layer and a shadow
    /// it did not draw before; settled back it returns to its place. Neither is a patch in place,
    /// and neither builds the list again: it is put together from the last list's items, and is
    /// the whole build's.
    @Test func aNodeThatStartsOrStopsRaisingIsReassembledAsTheBuilderDrawsIt() throws {
        let root = Self.tiles()
        let t0 = try Self.key(root, "t0"), t2 = try Self.key(root, "t2")
        let lists = RetainedDisplayList()
        _ = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.1)], layoutUnchanged: false)
        let decorations = [t0: Self.lift(1.1), t2: Self.lift(1.01)]
        let list = lists.build(root, size: Self.size, decorations: decorations, layoutUnchanged: true)
        #expect(list.revision?.base == nil, "a renderer compares it whole")
        #expect(list == DisplayListBuilder.build(root, size: Self.size, decorations: decorations))
        // t0 settles back to rest (its shadow and scale gone): it stops raising.
        let rest = [t2: Self.lift(1.01)]
        let back = lists.build(root, size: Self.size, decorations: rest, layoutUnchanged: true)
        #expect(back == DisplayListBuilder.build(root, size: Self.size, decorations: rest))
        #expect(lists.listsReassembled == 2)
        // And the reassembled list patches in place again as the lift goes on.
        let on = [t2: Self.lift(1.02)]
        let next = lists.build(root, size: Self.size, decorations: on, layoutUnchanged: true)
        #expect(next.revision?.base == back.revision?.id)
        #expect(next == DisplayListBuilder.build(root, size: Self.size, decorations: on))
    }

    /// Random focus visuals over a screen of nested rows, sections, a background and a scroll
    /// view — lifts starting, growing and ending, rings, shadows alone — frame after frame: every
    /// list the retained lists give is the one the builder draws whole.
    @Test func randomFocusVisualsOverNestedRowsMatchWholeBuilds() throws {
        func row(_ r: Int) -> some View {
            HStack(spacing: 20) { ForEach(0..<4) { i in FocusableTiles.tile(r * 10 + i, width: 120, height: 80) } }
        }
        let view = VStack(spacing: 12) {
            Text("Header")
            row(0).background(Color.gray)
            ScrollView(.horizontal) { row(1) }.frame(height: 140)
            VStack { row(2); Text("Footer") }.padding(8)
        }
        let size = Size(width: 1000, height: 700)
        let root = ResolveContext(environment: EnvironmentValues()).resolve(view)
        LayoutEngine.layout(root, in: size, context: LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: size))
        let ids = [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23].map { ViewID("t\($0)") }
        let keys = try ids.map { try Self.key(root, $0) }
        var generator = SeededGenerator(seed: 7)
        let lists = RetainedDisplayList()
        var decorations: DisplayListBuilder.Decorations = [:]
        _ = lists.build(root, size: size, decorations: decorations, layoutUnchanged: false)
        for step in 0..<200 {
            // One to three tiles change: a lift (raised), a ring alone (not raised), or none.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: decorations[key] = nil
                case 1: decorations[key] = Self.lift(1 + Double(Int.random(in: 1...9, using: &generator)) / 100)
                case 2:
                    var d = FocusDecoration()
                    d.ring = (color: Color.blue, width: 3, shape: .rect)
                    decorations[key] = d
                default:
                    var d = decorations[key] ?? FocusDecoration()
                    d.shadow = ShadowSpec(color: Color.black.opacity(0.2), radius: 10, x: 0, y: 4)
                    decorations[key] = d
                }
            }
            let list = lists.build(root, size: size, decorations: decorations, layoutUnchanged: true)
            #expect(list == DisplayListBuilder.build(root, size: size, decorations: decorations), "step \(step)")
        }
        #expect(lists.listsReassembled > 20, "reassembled \(lists.listsReassembled) lists")
    }

    @Test func anotherTreeOrASizeChangeIsBuiltWhole() throws {
        let root = Self.tiles(), other = Self.tiles()
        let lists = RetainedDisplayList()
        _ = lists.build(root, size: Self.size, decorations: [try Self.key(root, "t0"): Self.lift(1.1)], layoutUnchanged: false)
        let decorations = [try Self.key(other, "t0"): Self.lift(1.05)]
        let list = lists.build(other, size: Self.size, decorations: decorations, layoutUnchanged: true)
        #expect(list.revision?.base == nil, "a tree other than the last one is drawn whole")
        #expect(list == DisplayListBuilder.build(other, size: Self.size, decorations: decorations))
        let resized = lists.build(other, size: Size(width: 800, height: 600), decorations: decorations, layoutUnchanged: true)
        #expect(resized.revision?.base == nil)
        // Nothing changed: patched, naming no item.
        let same = lists.build(other, size: Size(width: 800, height: 600), decorations: decorations, layoutUnchanged: true)
        #expect(same.revision?.base == resized.revision?.id && same.revision?.changed == [])
        #expect(same == resized)
    }
}
