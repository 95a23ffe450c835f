import Testing
@testable import UICore

/// `clipShape(_:)` with a rounded shape, as apps round a colour, a background or a poster
/// (`Color.blue.clipShape(Capsule())`, `.background(.green).clipShape(RoundedRectangle(cornerRadius: 20))`):
/// renderers clip to rectangles, and these drew with square corners. What fills the whole clip
/// now takes the clip's shape in the display list; what does not (text, a smaller shape, content
/// in a layer of its own) is left as drawn.
@Suite struct ClipShapeOutlineTests {
    /// The display list of `view` laid out in a 1000×600 window.
    static func items(_ view: some View) -> [DisplayItem] {
        var list = DisplayList(size: Size(width: 1000, height: 600))
        DisplayListBuilder.draw(layout(view), into: &list)
        return list.items
    }

    /// The shapes of the fills of `color` in `items`.
    static func fills(of color: Color, in items: [DisplayItem]) -> [ShapeKind] {
        items.compactMap { if case .fill(let s, _, let c) = $0, c == color { return s } else { return nil } }
    }

    @Test func aColourClippedToACapsuleIsACapsule() {
        let items = Self.items(Color.blue.frame(width: 300, height: 120).clipShape(Capsule()))
        #expect(Self.fills(of: .blue, in: items) == [.capsule])
    }

    @Test func aBackgroundClippedToARoundedRectangleIsRoundedAndItsTextIsLeftAsItIs() {
        let items = Self.items(Text("Label").padding(30).background(Color.green).clipShape(RoundedRectangle(cornerRadius: 20)))
        #expect(Self.fills(of: .green, in: items) == [.roundedRect(cornerRadius: 20)])
        #expect(items.contains { if case .text("Label", _, _, _) = $0 { return true } else { return false } })
    }

    @Test func aPosterClippedToACardsCornersIsDrawnWithThem() {
        let items = Self.items(Image("poster").resizable().frame(width: 250, height: 375).clipShape(RoundedRectangle(cornerRadius: 12)))
        let shapes = items.compactMap { if case .image("poster", _, let s) = $0 { return s } else { return nil } }
        #expect(shapes == [.roundedRect(cornerRadius: 12)])
    }

    @Test func aColourLargerThanTheClipIsCutToIt() throws {
        let items = Self.items(Color.red.frame(width: 400, height: 400).frame(width: 200, height: 200).clipShape(Circle()))
        let fill = try #require(items.first { if case .fill(_, _, .red) = $0 { return true } else { return false } })
        guard case .fill(let shape, let rect, _) = fill else { return }
        #expect(shape == .circle)
        #expect(rect.width == 200 && rect.height == 200)
    }

    @Test func whatDoesNotFillTheClipOrLiesInALayerOfItsOwnIsLeftAsItIs() {
        let items = Self.items(ZStack {
            Color.orange.frame(width: 100, height: 100)
            Color.purple.frame(width: 300, height: 200).scaleEffect(1.2)
        }
        .frame(width: 300, height: 200)
        .clipShape(Capsule()))
        #expect(Self.fills(of: .orange, in: items) == [.rect], "a smaller colour inside")
        #expect(Self.fills(of: .purple, in: items) == [.rect], "a colour in a scaled layer")
    }
}
