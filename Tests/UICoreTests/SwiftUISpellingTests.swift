import Testing
@testable import UICore

/// SwiftUI's spellings resolve to what SwiftUI means by them: a scroll view without indicators,
/// content margins from any ancestor, a clip from a shape view, a card button, `sheet(item:)`.
@Suite struct SwiftUISpellingTests {
    /// The first scroll spec in a resolved view.
    static func scrollSpec(_ view: some View) -> ScrollSpec? {
        var found: ScrollSpec?
        ResolveContext().resolve(view).visit { n in
            if case .scroll(let spec) = n.kind { found = spec; return false }
            return true
        }
        return found
    }

    @Test func aScrollViewCanHideItsIndicators() throws {
        let hidden = try #require(Self.scrollSpec(ScrollView(.horizontal, showsIndicators: false) { Text("a") }))
        #expect(hidden.axis == .horizontal && !hidden.showsIndicators)
        let shown = try #require(Self.scrollSpec(ScrollView { Text("a") }))
        #expect(shown.axis == .vertical && shown.showsIndicators)
    }

    @Test func contentMarginsOnAnAncestorReachTheScrollViewsInside() throws {
        let spec = try #require(Self.scrollSpec(
            VStack { ScrollView(.horizontal) { Text("a") }.contentMargins(.vertical, 10) }
                .contentMargins(.horizontal, 60)
                .contentMargins(.all, 5)))
        // The scroll view's own margins win on their edges; the innermost ancestor fills the rest.
        #expect(spec.contentMargins == EdgeInsets(top: 10, leading: 60, bottom: 10, trailing: 60))
        #expect(spec.indicatorMargins == EdgeInsets(top: 10, leading: 60, bottom: 10, trailing: 60))
        let contentOnly = try #require(Self.scrollSpec(
            VStack { ScrollView { Text("a") } }.contentMargins(.top, 30, for: .scrollContent)))
        #expect(contentOnly.contentMargins == EdgeInsets(top: 30) && contentOnly.indicatorMargins == .zero)
    }

    @Test func clipShapeTakesAShapeView() {
        let node = ResolveContext().resolve(Text("a").clipShape(RoundedRectangle(cornerRadius: 24)))
        #expect(node.clipShape == .roundedRect(cornerRadius: 24))
    }

    @Test func aCardButtonIsClippedToItsCardAndMarkedToLiftAsArtwork() {
        let card = ResolveContext().resolve(Button(action: {}) { Text("poster") }.buttonStyle(.card))
        #expect(card[Button.CardKey.self] == true)
        #expect(card.clipShape == .roundedRect(cornerRadius: Button.cardCornerRadius))
        #expect(card.focus?.interactions == .activate)
        let plain = ResolveContext().resolve(Button("a") {})
        #expect(plain[Button.CardKey.self] == nil && plain.clipShape == nil)
    }

    struct Item: Identifiable { let id: String }

    @Test func sheetItemPresentsWhileTheItemIsSetAndBackClearsIt() {
        final class Box: @unchecked Sendable { var item: Item? }
        let box = Box()
        let binding = Binding<Item?>(get: { box.item }, set: { box.item = $0 })
        func resolve() -> Node {
            ResolveContext().resolve(Text("base").sheet(item: binding) { item in Text("sheet for \(item.id)") })
        }
        #expect(resolve().find(id: SheetAttributes.id) == nil)
        box.item = Item(id: "poster-3")
        let shown = resolve()
        let platter = shown.find(id: SheetAttributes.id)
        #expect(platter != nil)
        var text: String?
        platter?.visit { n in
            if case .text(let t) = n.kind { text = t.string; return false }
            return true
        }
        #expect(text == "sheet for poster-3")
        platter?[SheetAttributes.DismissKey.self]?()
        #expect(box.item == nil)
    }

    @Test func onExitCommandNamesItsActionOnTheView() {
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let node = ResolveContext().resolve(Text("a").onExitCommand { count.value += 1 }.onExitCommand { count.value += 10 })
        // The inner command sits on the view, the outer on a wrapper around it.
        node.children.first?[ExitCommandAttributes.ActionKey.self]?()
        #expect(count.value == 1)
        node[ExitCommandAttributes.ActionKey.self]?()
        #expect(count.value == 11)
        #expect(ResolveContext().resolve(Text("a").onExitCommand(perform: nil))[ExitCommandAttributes.ActionKey.self] == nil)
    }
}
