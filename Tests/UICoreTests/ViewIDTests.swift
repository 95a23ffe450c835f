import Foundation
import Testing
@testable import UICore

/// A view's identity is the value it was given, not the text that names it.
@Suite struct ViewIDTests {
    /// A typed id of the app's own.
    enum Shelf: Hashable, CustomStringConvertible {
        case poster(shelf: Int, index: Int)
        var description: String {
            switch self { case .poster(let s, let i): "s\(s)-p\(i)" }
        }
    }

    @Test func idsAreEqualWhenTheirValuesAre() {
        #expect(ViewID(5) == ViewID(5))
        #expect(ViewID(5) != ViewID("5"), "an Int and the string naming it are two identities")
        #expect(ViewID(5).description == "5" && ViewID("5").description == "5")
        #expect(ViewID("favorite") == "favorite", "a string literal is the id of that string")
        #expect(ViewID(Substring("favorite")) == "favorite", "a substring names the same view as its string")
        #expect(ViewID(ViewID(7)) == ViewID(7), "an id is not wrapped again")
        #expect(ViewID(AnyHashable(7)) == ViewID(7) && ViewID(AnyHashable("a")) == "a", "nor a value in an AnyHashable")
        #expect(ViewID(AnyHashable(Shelf.poster(shelf: 1, index: 1))) == ViewID(Shelf.poster(shelf: 1, index: 1)))
        #expect(ViewID(AnyHashable(Shelf.poster(shelf: 1, index: 1))).description == "s1-p1")
        let poster = ViewID(Shelf.poster(shelf: 7, index: 0))
        #expect(poster.description == "s7-p0" && poster != "s7-p0")
        #expect(poster.value(as: Shelf.self) == .poster(shelf: 7, index: 0))
        #expect(poster.value(as: String.self) == nil)
    }

    /// An app's own id type (a `UUID`, an enum) is compared and hashed as itself: the ids of
    /// one value are one dictionary key however they were made, two values two keys; and, as
    /// `.id(_:)` in SwiftUI makes the id's type part of the view's type, ids of two types are
    /// two identities even when their values compare equal as `AnyHashable`s (an `Int8` 3 and
    /// an `Int16` 3).
    @Test func typedIdsAreKeysByTheirValueAndType() {
        let a = UUID(), b = UUID()
        let keys: [ViewID: Int] = [ViewID(a): 1, ViewID(b): 2, ViewID(Shelf.poster(shelf: 1, index: 1)): 3]
        #expect(keys[ViewID(a)] == 1 && keys[ViewID(AnyHashable(b))] == 2)
        #expect(keys[ViewID(AnyHashable(Shelf.poster(shelf: 1, index: 1)))] == 3 && keys[ViewID(Shelf.poster(shelf: 1, index: 2))] == nil)
        #expect(keys[ViewID(UUID())] == nil)
        #expect(ViewID(a).hashValue == ViewID(AnyHashable(a)).hashValue)
        #expect(ViewID(a).value(as: UUID.self) == a && ViewID(a).description == a.uuidString)
        #expect(ViewID(a).value == AnyHashable(a))
        #expect(ViewID(Int8(3)) != ViewID(Int16(3)), "two id types are two identities")
        #expect(ViewID(Int8(3)) == ViewID(AnyHashable(Int8(3))))
    }

    @Test func structuralIdsAreTheRuntimesAndNamedByRole() {
        let auto = ViewID.structural(.focusable, 3), scroll = ViewID.structural(.scroll, 3)
        #expect(auto.description == "auto-3" && scroll.description == "scroll-3")
        #expect(auto.isStructural && !ViewID("auto-3").isStructural)
        #expect(auto != "auto-3" && auto != scroll, "an app's `.id(\"auto-3\")` is not the runtime's id")
    }

    @Test func aTypedIdReachesTheNodeAndItsViewSeesFocus() throws {
        let id = ViewID(Shelf.poster(shelf: 1, index: 2))
        let view = VStack {
            Text("a").id("a")
            Text("poster").focusable().id(Shelf.poster(shelf: 1, index: 2))
        }
        let root = ResolveContext(focusedID: id, focusPath: [id]).resolve(view)
        let node = try #require(root.find(id: id))
        #expect(node.environment.isFocused)
        #expect(root.find(named: "s1-p2") === node)
        #expect(root.find(id: "s1-p2") == nil, "the name alone is not the identity")
    }

    @Test func aLazyContainerFindsTypedItemsByValueAndByName() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible())]) {
            ForEach(0..<1_000, id: \.self) { i in Text("poster \(i)").id(Shelf.poster(shelf: 7, index: i)) }
        }
        guard case .lazy(let spec) = ResolveContext().resolve(grid).kind else { Issue.record("not lazy"); return }
        #expect(spec.id(0) == ViewID(Shelf.poster(shelf: 7, index: 0)))
        #expect(spec.index(ViewID(Shelf.poster(shelf: 7, index: 640))) == 640)
        #expect(spec.index(ViewID(Shelf.poster(shelf: 0, index: 7))) == nil, "another shelf's poster is not an item here")
        #expect(spec.indexNamed("s7-p640") == 640 && spec.indexNamed("s0-p7") == nil)
    }
}
