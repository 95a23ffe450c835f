import Testing
import UICore
@testable import Rasterizer

/// A box drawn again is cleared only around the items that surely paint it opaque: the frames
/// come out pixel for pixel as when every box is cleared whole, and the clears skipped are real.
struct OpaqueCoverTests {
    static let size = (width: 480, height: 260)

    /// A card under a changing badge, and a card lifting into focus (a scaled layer, drawn from
    /// its flattened raster) with its shadow and title, at step `t` of the animation.
    static func list(_ t: Int) -> DisplayList {
        var list = DisplayList(size: Size(width: 240, height: 130), background: Color(red: 0.1, green: 0.1, blue: 0.12))
        let a = Rect(x: 10, y: 10, width: 100, height: 80)
        list.append(.shadow(.roundedRect(cornerRadius: 12), a, Color(red: 0, green: 0, blue: 0, alpha: 0.4), blur: 10, offset: Point(x: 0, y: 6)))
        list.append(.gradient(.roundedRect(cornerRadius: 12), a, from: Color(red: 0.8, green: 0.3, blue: 0.2),
                              to: Color(red: 0.2, green: 0.1, blue: 0.5), start: .zero, end: Point(x: 1, y: 1)))
        // The badge changes every step: its box lies inside card A's interior.
        list.append(.fill(.circle, Rect(x: 30, y: 25, width: 50, height: 50), Color(red: Double(t % 5) / 5, green: 0.9, blue: 0.4, alpha: 0.7)))
        let b = Rect(x: 130, y: 20, width: 90, height: 70)
        let s = 1 + 0.1 * Double(min(t, 6)) / 6
        list.append(.shadow(.roundedRect(cornerRadius: 10), b, Color(red: 0, green: 0, blue: 0, alpha: 0.5), blur: 14 * s, offset: Point(x: 0, y: 10 * s)))
        list.append(.pushLayer(Transform.scale(x: s, y: s, about: Point(x: b.midX, y: b.midY)), opacity: 1))
        list.append(.gradient(.roundedRect(cornerRadius: 10), b, from: Color(red: 0.1, green: 0.6, blue: 0.3),
                              to: Color(red: 0.9, green: 0.8, blue: 0.2), start: .zero, end: Point(x: 0, y: 1)))
        list.append(.fill(.capsule, Rect(x: 140, y: 30, width: 40, height: 14), .white))
        list.append(.fill(.rect, Rect(x: 140, y: 60, width: 60, height: 6), Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        list.append(.stroke(.roundedRect(cornerRadius: 10), b, .white, lineWidth: 2))
        list.append(.popLayer)
        list.append(.fill(.rect, Rect(x: 130, y: 100 + Double(t), width: 60, height: 8), .white))
        return list
    }

    /// The frames drawn in turn into one array, damage only, clearing (and copying back from a
    /// backdrop) around opaque items or not: the pixels after each frame, the pixels left
    /// uncleared and those left uncopied.
    static func frames(_ lists: [DisplayList], clearingAround: Bool, scale: Double = 2) -> (shots: [[UInt32]], uncleared: Int, unrestored: Int, fromBackdrop: Int) {
        let (w, h) = size
        var pixels = [UInt32](repeating: 0, count: w * h), shots: [[UInt32]] = []
        let renderer = PixelRenderer(scale: scale, glyphs: nil, images: nil)
        renderer.drawsDamageOnly = true
        renderer.diagnostics.clearsAroundOpaqueItems = clearingAround
        pixels.withUnsafeMutableBufferPointer { buffer in
            renderer.attachPixels(buffer.baseAddress!, pitch: w, width: w, height: h)
            for list in lists {
                renderer.render(list)
                shots.append(Array(buffer))
            }
            renderer.detachPixels()
        }
        let d = renderer.diagnostics
        return (shots, d.pixelsLeftUncleared, d.pixelsLeftUnrestored, d.framesFromBackdrop)
    }

    @Test(arguments: [2.0, 1.5]) func everyFrameMatchesClearingEveryBoxWhole(scale: Double) {
        let lists = (0...9).map(Self.list)
        let (around, uncleared, _, _) = Self.frames(lists, clearingAround: true, scale: scale)
        let (whole, none, _, _) = Self.frames(lists, clearingAround: false, scale: scale)
        #expect(none == 0)
        #expect(uncleared > 4096, "no clear was skipped (\(uncleared) pixels)")
        for (i, (a, b)) in zip(around, whole).enumerated() {
            let differing = zip(a, b).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(i): \(differing) pixels differ")
        }
    }

    /// Two resting cards, and between them a card lifting into focus while its neighbour
    /// settles (each a scaled layer over its shadow), at step `t`: the resting cards are the
    /// lower part a backdrop keeps. Each list after the first is marked patched from the one
    /// before with only the moving cards changed, as the host's retained list marks it.
    static func lifts(_ steps: Int) -> [DisplayList] {
        var lists: [DisplayList] = []
        for t in 0..<steps {
            var list = lift(t)
            list.revision = DisplayListRevision(base: lists.last?.revision?.id, prefixCount: list.items.count,
                                                changed: t == 0 ? [] : [2..<list.items.count])
            lists.append(list)
        }
        return lists
    }

    static func lift(_ t: Int) -> DisplayList {
        var list = DisplayList(size: Size(width: 240, height: 130), background: Color(red: 0.1, green: 0.1, blue: 0.12))
        for x in [8.0, 178] {
            list.append(.gradient(.roundedRect(cornerRadius: 8), Rect(x: x, y: 30, width: 54, height: 70),
                                  from: Color(red: 0.3, green: 0.3, blue: 0.7), to: Color(red: 0.6, green: 0.2, blue: 0.3), start: .zero, end: Point(x: 0, y: 1)))
        }
        let up = 1 + 0.1 * Double(min(t, 6)) / 6, down = 1.1 - 0.1 * Double(min(t, 9)) / 9
        for (card, s) in [(Rect(x: 72, y: 30, width: 44, height: 70), down), (Rect(x: 124, y: 30, width: 44, height: 70), up)] {
            list.append(.shadow(.roundedRect(cornerRadius: 8), card, Color(red: 0, green: 0, blue: 0, alpha: 0.5), blur: 8 * s, offset: Point(x: 0, y: 6 * s)))
            list.append(.pushLayer(Transform.scale(x: s, y: s, about: Point(x: card.midX, y: card.midY)), opacity: 1))
            list.append(.gradient(.roundedRect(cornerRadius: 8), card, from: Color(red: 0.1, green: 0.6, blue: 0.3),
                                  to: Color(red: 0.9, green: 0.8, blue: 0.2), start: .zero, end: Point(x: 0, y: 1)))
            list.append(.fill(.rect, Rect(x: card.minX + 6, y: card.maxY - 14, width: 30, height: 6), Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
            list.append(.popLayer)
        }
        return list
    }

    /// Frames drawn over a backdrop copy its pixels back only around the lifting cards' art:
    /// every frame matches copying the box back whole.
    @Test(arguments: [2.0, 1.5]) func aLiftOverABackdropMatchesCopyingItBackWhole(scale: Double) {
        let lists = Self.lifts(12)
        let around = Self.frames(lists, clearingAround: true, scale: scale)
        let whole = Self.frames(lists, clearingAround: false, scale: scale)
        #expect(around.fromBackdrop >= 6 && whole.fromBackdrop == around.fromBackdrop,
                "frames drawn over a backdrop: \(around.fromBackdrop) and \(whole.fromBackdrop)")
        #expect(whole.unrestored == 0)
        #expect(around.unrestored > 4096 * around.fromBackdrop, "too few copies from the backdrop skipped (\(around.unrestored) pixels)")
        for (i, (a, b)) in zip(around.shots, whole.shots).enumerated() {
            let differing = zip(a, b).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(i): \(differing) pixels differ")
        }
    }

    @Test func anOpaqueRoundedCardCoversTheBoxInscribedInItsCorners() throws {
        let card = Rect(x: 10, y: 20, width: 100, height: 60)
        let list = DisplayList(size: Size(width: 200, height: 100), items: [.fill(.roundedRect(cornerRadius: 20), card, .white)])
        let frame = DamageFrame(list, scale: 2, cachesShapes: true, width: 400, height: 200)
        let box = try #require(OpaqueCover.interior(of: frame.entries[0], scale: 2))
        // 20 pt corners at 2 px a point: 40 × (1 − 1/√2) ≈ 11.7 px in, rounded in, 1 px off the edge.
        let expected = DamageFrame.Box(x0: 33, y0: 53, x1: 207, y1: 147)
        #expect(box == expected)
    }

    @Test func translucentFadedTurnedOrUnpaintedItemsCoverNothing() {
        let r = Rect(x: 10, y: 10, width: 80, height: 60)
        let cases: [[DisplayItem]] = [
            [.fill(.rect, r, Color(red: 1, green: 1, blue: 1, alpha: 0.99))],
            [.gradient(.rect, r, from: .white, to: Color(red: 0, green: 0, blue: 0, alpha: 0.5), start: .zero, end: Point(x: 1, y: 0))],
            [.pushLayer(.identity, opacity: 0.9), .fill(.rect, r, .white), .popLayer],
            [.pushLayer(Transform.rotation(0.1, about: Point(x: 50, y: 40)), opacity: 1), .fill(.rect, r, .white), .popLayer],
            [.stroke(.rect, r, .white, lineWidth: 40)],
            [.text("Opaque", Font(size: 40), .white, origin: Point(x: 10, y: 10))],
        ]
        for items in cases {
            let list = DisplayList(size: Size(width: 200, height: 100), items: items)
            let frame = DamageFrame(list, scale: 2, cachesShapes: true, width: 400, height: 200)
            let covers = OpaqueCover.covers(in: frame, box: DamageFrame.Box(x0: 0, y0: 0, x1: 400, y1: 200), items: frame.entries.indices)
            #expect(covers.isEmpty, "\(items) covered \(covers)")
        }
    }

    @Test func aBoxWithoutItsCoversIsTheRestOfItInBoxes() {
        let box = DamageFrame.Box(x0: 0, y0: 0, x1: 100, y1: 100)
        let covers = [DamageFrame.Box(x0: 10, y0: 10, x1: 40, y1: 90), DamageFrame.Box(x0: 60, y0: 10, x1: 90, y1: 90)]
        let pieces = OpaqueCover.uncovered(box, by: covers)
        let area = pieces.reduce(0) { $0 + $1.area }
        #expect(area == 10_000 - 4_800)
        for (i, p) in pieces.enumerated() {
            #expect(covers.allSatisfy { !$0.intersects(p) }, "piece \(p) overlaps a cover")
            for q in pieces[(i + 1)...] { #expect(!p.intersects(q), "pieces \(p) and \(q) overlap") }
        }
    }
}
