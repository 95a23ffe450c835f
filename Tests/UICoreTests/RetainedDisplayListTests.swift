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

    @Test func aNodeThatStartsRaisingIsBuiltWhole() throws {
        let root = Self.tiles()
        let t0 = try Self.key(root, "t0"), t2 = try Self.key(root, "t2")
        let lists = RetainedDisplayList()
        _ = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.1)], layoutUnchanged: false)
        // t2 starts lifting: it is now drawn after its siblings, which no in-place patch does.
        let decorations = [t0: Self.lift(1.1), t2: Self.lift(1.01)]
        let list = lists.build(root, size: Self.size, decorations: decorations, layoutUnchanged: true)
        #expect(list.revision?.base == nil)
        #expect(list == DisplayListBuilder.build(root, size: Self.size, decorations: decorations))
        // Settled back to rest (its shadow and scale gone) it stops raising: built whole again.
        let rest = [t0: Self.lift(1.1)]
        let back = lists.build(root, size: Self.size, decorations: rest, layoutUnchanged: true)
        #expect(back.revision?.base == nil)
        #expect(back == DisplayListBuilder.build(root, size: Self.size, decorations: rest))
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
