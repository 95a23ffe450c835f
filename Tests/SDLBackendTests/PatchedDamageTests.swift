import Testing
import TestSupport
import UICore
@testable import Rasterizer
@testable import SDLBackend

/// A list patched in place (``RetainedDisplayList``) is bounded and diffed only where its
/// revision says it changed, with the same entries and the same damage as comparing it whole.
@Suite struct PatchedDamageTests {
    static let size = FocusableTiles.size

    /// Three focusable tiles in a row, inside a clip (a badge is drawn over the tree below).
    static func tiles() -> Node { FocusableTiles.layOut(clipped: true) }

    static func lift(_ scale: Double) -> FocusDecoration {
        var d = FocusDecoration()
        d.scale = scale
        d.shadow = ShadowSpec(color: Color.black.opacity(0.3), radius: 20 * (scale - 1) * 10, x: 0, y: 8 * (scale - 1) * 10)
        return d
    }

    static func frame(_ list: DisplayList, following previous: DamageFrame? = nil) -> DamageFrame {
        DamageFrame(list, scale: 1.5, cachesShapes: true, width: 1500, height: 900, following: previous)
    }

    @Test func patchedFramesMatchFramesComparedWhole() throws {
        let root = Self.tiles()
        let t0 = ObjectIdentifier(try #require(root.find(id: "t0"))), t1 = ObjectIdentifier(try #require(root.find(id: "t1")))
        let lists = RetainedDisplayList()
        var list = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.09), t1: Self.lift(1.01)], layoutUnchanged: false)
        list.append(.fill(.capsule, Rect(x: 10, y: 10, width: 60, height: 20), .red))
        var previous = Self.frame(list)
        for step in 1...6 {
            var next = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.09 - 0.01 * Double(step)), t1: Self.lift(1.01 + 0.01 * Double(step))],
                                   layoutUnchanged: true)
            // What is drawn over the tree changes on some frames: it is compared item by item.
            if step.isMultiple(of: 2) { next.append(.fill(.capsule, Rect(x: 10 + Double(step), y: 10, width: 60, height: 20), .red)) }
            #expect(next.revision?.base == list.revision?.id)
            let patched = Self.frame(next, following: previous), whole = Self.frame(next)
            #expect(patched.changed != nil && whole.changed == nil)
            #expect(patched.entries.map(\.bounds) == whole.entries.map(\.bounds), "step \(step): entries bounded alike")
            #expect(patched.entries.map(\.clip) == whole.entries.map(\.clip))
            let a = try #require(patched.damage(since: previous)), b = try #require(whole.damage(since: previous))
            #expect(a == b, "step \(step): damage \(a) patched, \(b) compared whole")
            #expect(!a.isEmpty)
            list = next
            previous = patched
        }
        // A frame that is not the revision's base is compared whole.
        let unrelated = Self.frame(DisplayListBuilder.build(root, size: Self.size, decorations: [:]))
        let next = lists.build(root, size: Self.size, decorations: [t0: Self.lift(1.02), t1: Self.lift(1.08)], layoutUnchanged: true)
        #expect(Self.frame(next, following: unrelated).changed == nil)
    }
}
