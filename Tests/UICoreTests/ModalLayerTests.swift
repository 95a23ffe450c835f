import Testing
@testable import UICore

/// Legends (``View/modalLegend()``) drawn under a modal's scrim move above it, inside the same
/// clips and layers their ancestors open, and below the modal itself.
@Suite struct ModalLayerTests {
    /// A screen whose legend sits in an offset, clipped container, faded as a whole, under a sheet when `sheet`.
    static func screen(sheet: Bool) -> some View {
        VStack(spacing: 10) {
            Text("Body")
            Text("Hint").modalLegend()
        }
        .offset(x: 5)
        .clipShape(.rect)
        .sheet(isPresented: .constant(sheet)) { Text("Sheet") }
        .opacity(0.9)
    }

    /// The list's items up to `index` that are still open there (pushes without their pop).
    static func open(at index: Int, in list: DisplayList) -> [DisplayItem] {
        var stack: [DisplayItem] = []
        for item in list.items[..<index] {
            switch item {
            case .pushClip, .pushLayer: stack.append(item)
            case .popClip, .popLayer: stack.removeLast()
            default: break
            }
        }
        return stack
    }

    static func index(of text: String, in list: DisplayList) -> Int? {
        list.items.firstIndex { if case .text(text, _, _, _) = $0 { return true } else { return false } }
    }

    @Test func aLegendUnderASheetIsDrawnAboveItsScrimInItsOwnClipsAndLayers() throws {
        let plain = DisplayListBuilder.build(layout(Self.screen(sheet: false)), size: Size(width: 1000, height: 600))
        let modal = DisplayListBuilder.build(layout(Self.screen(sheet: true)), size: Size(width: 1000, height: 600))
        #expect(plain.texts == ["Body", "Hint"])
        #expect(modal.texts == ["Body", "Hint", "Sheet"])
        let scrim = try #require(modal.items.firstIndex { if case .fill(.rect, _, ModalLayer.scrimColor) = $0 { return true } else { return false } })
        let body = try #require(Self.index(of: "Body", in: modal)), hint = try #require(Self.index(of: "Hint", in: modal))
        let sheet = try #require(Self.index(of: "Sheet", in: modal))
        #expect(body < scrim && scrim < hint && hint < sheet, "body \(body), scrim \(scrim), hint \(hint), sheet \(sheet)")
        // The same clip and layers around the hint as without the sheet: the whole fade, the clip, the offset.
        let kinds = { (items: [DisplayItem]) in items.map { if case .pushLayer(_, let o) = $0 { return "layer \(o)" } else { return "clip" } } }
        let around = Self.open(at: hint, in: modal)
        #expect(kinds(around) == ["layer 0.9", "clip", "layer 1.0"], "\(around)")
        #expect(kinds(Self.open(at: try #require(Self.index(of: "Hint", in: plain)), in: plain)) == kinds(around))
        #expect(around.last == Self.open(at: try #require(Self.index(of: "Body", in: modal)), in: modal).last, "the offset layer as the body's")
        // The scrim and the sheet keep their own: inside the whole fade only.
        #expect(Self.open(at: scrim, in: modal).count == 1)
        #expect(Self.open(at: sheet, in: modal).count == 1)
        #expect(Self.open(at: modal.items.count, in: modal).isEmpty, "every push is popped")
    }

    @Test func withoutAScrimTheLegendStaysWhereItIs() {
        let root = layout(VStack { Text("Hint").modalLegend(); Text("After") })
        #expect(DisplayListBuilder.build(root, size: Size(width: 1000, height: 600)).texts == ["Hint", "After"])
    }
}
