import Testing
@testable import UICore

/// A scroll frame moves its content's display items in place (``DisplayItem/translate(by:)``):
/// every kind of item comes out as the value-returning move gives it, its payload intact.
@Suite struct DisplayItemTranslationTests {
    /// Every kind of item, moved in place by `d`, is the item written out moved by hand: its
    /// rectangle or origin offset, a layer's transform conjugated by the move, its payload as
    /// it was.
    @Test func everyKindMovedInPlaceIsTheItemMovedByHand() {
        let d = Point(x: 12.5, y: -310.25)
        let rect = Rect(x: 0.1 + 0.2, y: -3.5, width: 1e-300, height: 123_456.789)
        let moved = rect.offsetBy(dx: d.x, dy: d.y)
        let perspective = Transform(m11: 1.1, m12: 0, m13: 0.001, m21: 0, m22: 1.1, m23: -0.002, m31: -14.5, m32: 3, m33: 1)
        let byHand: [DisplayItem] = DisplayItemsCodingTests.everyKind.map { item in
            switch item {
            case .fill(let s, _, let c): .fill(s, moved, c)
            case .gradient(let s, _, let a, let b, let p, let q): .gradient(s, moved, from: a, to: b, start: p, end: q)
            case .stroke(let s, _, let c, let w): .stroke(s, moved, c, lineWidth: w)
            case .shadow(let s, _, let c, let b, let o): .shadow(s, moved, c, blur: b, offset: o)
            case .text(let t, let f, let c, let p): .text(t, f, c, origin: Point(x: p.x + 12.5, y: p.y - 310.25))
            case .image(let n, _, let s): .image(n, moved, s)
            case .pushClip(let s, _): .pushClip(s, moved)
            case .pushLayer(_, let o):
                .pushLayer(Transform.translation(x: d.x, y: d.y).concatenating(perspective.concatenating(.translation(x: -d.x, y: -d.y))), opacity: o)
            case .popClip, .popLayer: item
            }
        }
        for (item, expected) in zip(DisplayItemsCodingTests.everyKind, byHand) {
            var item = item
            item.translate(by: d)
            #expect(item == expected)
        }
    }

    @Test func aMovedItemIsWhereTheMoveSays() {
        var fill = DisplayItem.fill(.roundedRect(cornerRadius: 8), Rect(x: 10, y: 20, width: 30, height: 40), .white)
        fill.translate(by: Point(x: 5, y: -7))
        #expect(fill == .fill(.roundedRect(cornerRadius: 8), Rect(x: 15, y: 13, width: 30, height: 40), .white))
        var text = DisplayItem.text("Café 🍓", Font(size: 29, weight: .bold), .white, origin: Point(x: 1, y: 2))
        text.translate(by: Point(x: 0, y: 100))
        #expect(text == .text("Café 🍓", Font(size: 29, weight: .bold), .white, origin: Point(x: 1, y: 102)))
        // A scaled layer is conjugated: its content, moved, scales about the moved point.
        var layer = DisplayItem.pushLayer(Transform(m11: 2, m12: 0, m13: 0, m21: 0, m22: 2, m23: 0, m31: 0, m32: 0, m33: 1), opacity: 1)
        layer.translate(by: Point(x: 10, y: 0))
        #expect(layer == .pushLayer(Transform(m11: 2, m12: 0, m13: -10, m21: 0, m22: 2, m23: 0, m31: 0, m32: 0, m33: 1), opacity: 1))
        var pop = DisplayItem.popLayer
        pop.translate(by: Point(x: 3, y: 3))
        #expect(pop == .popLayer)
    }
}
