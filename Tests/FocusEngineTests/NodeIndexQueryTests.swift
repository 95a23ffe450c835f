import FocusEngine
import Testing
import UICore

/// What a host asks the focus tree on every frame — is a sheet presented, may the focused view
/// be a text field — is answered from the tree's index of nodes, never by asking a lazy region
/// about an id: a region of an app's million recipes may look through its data for an id it
/// never handed out (the recipe grid does), and asking it every frame made each frame of a
/// held direction through 10^6 recipes take some 45 ms.
@Suite struct NodeIndexQueryTests {
    /// The ids a region was asked to find, counted.
    final class Lookups: @unchecked Sendable { var count = 0 }

    /// A 2-column grid region of a million items whose id lookup counts itself, with its
    /// visible items built, beside a text field and a modal sheet holding a button.
    static func system(_ lookups: Lookups) -> FocusSystem {
        let geometry = CountingGridGeometry(count: 1_000_000, columns: 2, cell: Size(width: 400, height: 300), spacing: 20)
        let viewport = Layouts.r(100, 100, 1000, 800)
        let region = LazyRegion(geometry: geometry, contentOrigin: viewport.origin,
                                id: { ViewID("item-\($0)") },
                                index: { id in
                                    lookups.count += 1
                                    guard let s = id.stringValue, s.hasPrefix("item-") else { return nil }
                                    return Int(s.dropFirst(5))
                                })
        let built = region.items(intersecting: viewport).map { FocusNode.focusable(ViewID("item-\($0)"), region.frame(ofItem: $0)) }
        let grid = FocusNode(id: "grid", frame: viewport, role: .section, lazy: region, children: built)
        let field = FocusNode.textField("search", Layouts.r(100, 0, 400, 60))
        return Layouts.system(.container("root", Layouts.r(0, 0, 1200, 1000), children: [field, grid]))
    }

    @Test func aSheetsPresenceIsReadFromTheIndexWithoutAskingTheRegion() {
        let lookups = Lookups()
        let system = Self.system(lookups)
        lookups.count = 0
        #expect(!system.hasNode(id: "sheet"))
        #expect(system.hasNode(id: "grid") && system.hasNode(id: "item-0") && system.hasNode(id: "search"))
        #expect(lookups.count == 0)
        // `contains(id:)` also knows items never built: it asks the region.
        #expect(system.contains(id: "item-999999"))
        #expect(lookups.count > 0)
    }

    @Test func whetherAViewMayBeATextFieldIsReadFromTheIndexWithoutAskingTheRegion() {
        let lookups = Lookups()
        let system = Self.system(lookups)
        lookups.count = 0
        #expect(system.mayBeTextField("search"))
        #expect(!system.mayBeTextField("item-0"))
        #expect(!system.mayBeTextField("grid"))
        // Not a node: it may be one, and the host looks at the view itself.
        #expect(system.mayBeTextField("item-999999"))
        #expect(lookups.count == 0)
    }

    /// The answer a host asks before every frame — may the focused view be a text field — is
    /// kept for the tree it was asked of, and asked again of each new tree: the same id that
    /// named a button names a text field once the tree says so.
    @Test func theTextFieldAnswerFollowsTheTree() {
        let system = Layouts.system(.container("root", Layouts.r(0, 0, 1200, 1000), children: [
            .focusable("name", Layouts.r(0, 0, 400, 60)), .focusable("go", Layouts.r(0, 100, 400, 60)),
        ]))
        #expect(system.mayBeTextField("unbuilt"), "an id no node has may be a text field")
        #expect(!system.mayBeTextField("name"))
        #expect(!system.mayBeTextField("name"), "asked again of the same tree")
        system.update(tree: .container("root", Layouts.r(0, 0, 1200, 1000), children: [
            .textField("name", Layouts.r(0, 0, 400, 60)), .focusable("go", Layouts.r(0, 100, 400, 60)),
        ]))
        #expect(system.mayBeTextField("name"))
        #expect(!system.mayBeTextField("go"))
    }
}
