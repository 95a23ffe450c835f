import Testing
@testable import UICore

/// A scroll frame moves its content's display items in place (``DisplayItem/translate(by:)``):
/// every kind of item comes out as the value-returning move gives it, its payload intact.
@Suite struct DisplayItemTranslationTests {
    @Test(arguments: DisplayItemsCodingTests.everyKind.indices)
    func movingInPlaceGivesTheMovedItem(index: Int) {
        let item = DisplayItemsCodingTests.everyKind[index]
        let d = Point(x: 12.5, y: -310.25)
        var moved = item
        moved.translate(by: d)
        #expect(moved == item.translated(by: d))
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
