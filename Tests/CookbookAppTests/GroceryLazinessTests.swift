import Foundation
import Testing
import UICore
@testable import CookbookApp

/// The grocery list builds only the rows near the visible region (2,000 items cost 470 ms a
/// frame and 100,000 took 5 GB when every row was built), keeping the seed's behaviour.
@Suite struct GroceryLazinessTests {
    /// A harness on the grocery screen over a saved list of `count` items.
    func harness(items count: Int) throws -> Harness {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-lazy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let items = (1...count).map { #"{"id": "grocery-\#($0)", "isObtained": false, "name": "Item \#($0)"}"# }
        let settings = #""settings": {"highlightEffect": false, "keyboardNavigation": true, "reduceMotion": false, "rightToLeft": false, "watchLayout": false}"#
        let json = #"{"caffeineLog": [], "favorites": [], "ratings": {}, \#(settings), "#
            + #""grocery": {"items": [\#(items.joined(separator: ","))], "nextNumber": \#(count + 1)}}"#
        try json.write(to: dir.appendingPathComponent("userdata.json"), atomically: true, encoding: .utf8)
        return try Harness(screen: .grocery, dataDir: dir)
    }

    @Test func onlyRowsNearTheVisibleRegionAreBuilt() throws {
        let count = 3_000
        let h = try harness(items: count)
        #expect(h.model.userData.grocery.items.count == count)
        // The seed's default focus: the last, empty row's field after them, scrolled into view.
        #expect(h.focused == "grocery-\(count + 1)-name")
        // Once the scroll to it has settled, the row is in view, with the items just above it.
        h.settle(1.5)
        let row = try #require(h.runtime.root?.find(id: "grocery-\(count + 1)-name")?.frame)
        let list = try #require(h.runtime.root?.find(id: "grocery-list")?.frame)
        #expect(row.minY >= list.minY && row.maxY <= list.maxY, "the empty row \(row) in the list \(list)")
        let built = (1...count + 1).filter { h.runtime.context.contains(id: "grocery-\($0)-name") }
        #expect(built.count < 40, "\(built.count) rows built")
        #expect(built.contains(count) && built.contains(count + 1) && !built.contains(1), "\(built)")
        // Ids of built rows keep the seed's pattern.
        #expect(h.runtime.context.contains(id: "grocery-\(count)-obtained"))
    }

    @Test func focusWalksUpThroughRowsBuiltOnTheWay() throws {
        let count = 500
        let h = try harness(items: count)
        for _ in 0..<12 { h.key(.upArrow) }
        #expect(h.focused == "grocery-\(count + 1 - 12)-name")
        let built = (1...count).filter { h.runtime.context.contains(id: "grocery-\($0)-name") }
        #expect(built.count < 40 && built.contains(count + 1 - 12))
    }
}
