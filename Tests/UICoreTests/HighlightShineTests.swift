import Testing
@testable import UICore

/// A highlighted view's shine (``DisplayListBuilder/drawShine(_:on:frame:transform:opacity:into:)``):
/// drawn after an axis-aligned layer with a disc that does not change as the view grows or fades,
/// and inside a tilted layer, in perspective with the view.
@Suite struct HighlightShineTests {
    /// The list of a 300 × 200 card decorated with `scale`, `tilt` and a shine at 20 %, faded to `opacity`.
    static func list(scale: Double, tilt: Point = .zero, opacity: Double = 1) throws -> DisplayList {
        let root = layout(Color.blue.frame(width: 300, height: 200).opacity(opacity).id("card"))
        let card = try #require(root.find(id: "card"))
        var deco = FocusDecoration()
        deco.scale = scale
        deco.tilt = tilt
        deco.shine = (Point(x: 0.5, y: 0.4), 0.2)
        return DisplayListBuilder.build(root, size: Size(width: 1000, height: 600), decorations: [ObjectIdentifier(card): deco])
    }

    /// The shine's disc, its colour, its clip, and whether a layer is open around it.
    static func shine(in list: DisplayList) throws -> (disc: Rect, color: Color, clip: Rect, inLayer: Bool) {
        let i = try #require(list.items.firstIndex { if case .shadow(.circle, _, _, _, _) = $0 { return true } else { return false } })
        guard case .shadow(_, let disc, let color, _, _) = list.items[i], case .pushClip(_, let clip) = list.items[i - 1] else {
            Issue.record("the shine is not a clipped disc: \(list.items)")
            return (.zero, .clear, .zero, false)
        }
        let layers = list.items[..<i].reduce(0) { depth, item in
            if case .pushLayer = item { return depth + 1 }
            if case .popLayer = item { return depth - 1 }
            return depth
        }
        return (disc, color, clip, layers > 0)
    }

    @Test func theShineKeepsOneDiscWhileTheCardGrowsAndFades() throws {
        let rest = try Self.shine(in: Self.list(scale: 1.02))
        let lifted = try Self.shine(in: Self.list(scale: 1.1))
        #expect(!rest.inLayer && !lifted.inLayer, "an axis-aligned card's shine is drawn outside its layer")
        // The disc (0.6 × the longer side) is the same size at every step; only the clip follows the growth.
        #expect(rest.disc.size == lifted.disc.size)
        #expect(abs(lifted.disc.width - 180) < 1e-9)
        #expect(abs(lifted.clip.width - 330) < 1e-6 && abs(rest.clip.width - 306) < 1e-6, "clips \(rest.clip) and \(lifted.clip)")
        // Centred at 40 % of the grown card's height, about the card's centre.
        #expect(abs(lifted.disc.midX - lifted.clip.midX) < 1e-6)
        #expect(abs(lifted.disc.midY - (lifted.clip.minY + 0.4 * lifted.clip.height)) < 1e-6)
        // The card's own fade dims the shine, since its layer no longer does.
        let faded = try Self.shine(in: Self.list(scale: 1.1, opacity: 0.5))
        #expect(abs(faded.color.alpha - 0.1) < 1e-9 && abs(lifted.color.alpha - 0.2) < 1e-9)
        #expect(faded.disc == lifted.disc)
    }

    @Test func aTiltedCardsShineIsDrawnInItsLayer() throws {
        let tilted = try Self.shine(in: Self.list(scale: 1.1, tilt: Point(x: 0.05, y: 0)))
        #expect(tilted.inLayer, "a tilted card's shine follows its perspective")
        #expect(abs(tilted.color.alpha - 0.2) < 1e-9)
    }
}
