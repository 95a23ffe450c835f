import Testing
@testable import UICore

/// `ForEach($items) { $item in … }` and `@Binding`: a row edits its own element through the
/// collection's binding, as in SwiftUI.
@Suite struct BoundElementsTests {
    struct Item: Identifiable, Equatable { var id: Int; var done: Bool }
    final class Owner { var items = [Item(id: 1, done: false), Item(id: 2, done: false), Item(id: 3, done: false)]; var writes = 0 }
    /// A row that edits what it does not own.
    struct Row { @Binding var item: Item }

    static func binding(_ owner: Owner) -> Binding<[Item]> {
        Binding(get: { owner.items }, set: { owner.items = $0; owner.writes += 1 })
    }

    @Test func aRowWritesItsOwnElementThroughTheCollection() {
        let owner = Owner()
        let rows = BoundElements(Self.binding(owner)).map { Row(item: $0) }
        rows[1].item.done = true
        #expect(owner.items.map(\.done) == [false, true, false])
        #expect(owner.writes == 1)
        #expect(rows[1].$item.wrappedValue.done)
    }

    @Test func aWriteAfterTheCollectionShrankIsDropped() {
        let owner = Owner()
        let elements = BoundElements(Self.binding(owner))
        let last = elements[2]
        owner.items.removeLast()
        last.wrappedValue = Item(id: 3, done: true)
        #expect(owner.items.count == 2 && owner.writes == 0)
        #expect(last.wrappedValue == Item(id: 3, done: false)) // as the frame saw it
    }

    @Test func forEachOverABindingIdentifiesRowsByTheirElements() {
        let owner = Owner()
        let node = ResolveContext().resolve(VStack {
            ForEach(Self.binding(owner)) { $item in
                Toggle("Done \(item.id)", isOn: $item.done)
            }
        })
        var ids: [String] = []
        node.visit { n in if let id = n.id { ids.append(id.description) }; return true }
        #expect(["1", "2", "3"].allSatisfy(ids.contains))
    }
}
