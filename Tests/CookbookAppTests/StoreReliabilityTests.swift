import Foundation
import GRDB
import Testing
import UICore
@testable import CookbookApp

/// Issue 22's store faults: a missing settings row, an import that dropped items, a database
/// from a newer release, two processes on one data directory, a lock held at start-up, and
/// commits that blocked the frame loop.
@Suite struct StoreReliabilityTests {
    typealias Subject = UserDataStoreTests.Subject

    static func tempDir() -> URL { UserDataStoreTests.tempDir() }
    static func db(_ dir: URL) throws -> DatabaseQueue { try UserDataStoreTests.db(dir) }

    // MARK: Item 5: the settings row

    /// A settings row deleted behind the app's back: the change was reported saved while
    /// `UPDATE … WHERE id = 1` changed nothing. The row is made again, holding the change.
    @Test func aSettingsRowDeletedWhileRunningIsRecreatedWithTheChange() throws {
        let dir = Self.tempDir()
        let s = try Subject(dir)
        try Self.db(dir).write { try $0.execute(sql: "DELETE FROM settings") }
        s.model.update(settings: { $0.reduceMotion = true }, id: "setting-reduce-motion", value: true)
        #expect(s.dataEvents == ["setting setting-reduce-motion"])
        #expect(try Self.db(dir).read { try Bool.fetchOne($0, sql: "SELECT reduce_motion FROM settings WHERE id = 1") } == true)
        #expect(try Subject(dir).model.settings.reduceMotion)
    }

    /// A database without its settings row opens with the row made again (defaults), in one line.
    @Test func aSettingsRowMissingAtOpenIsRecreatedInOneLine() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        try Self.db(dir).write { try $0.execute(sql: "DELETE FROM settings") }
        let s = try Subject(dir)
        #expect(s.store.warnings.count == 1 && s.store.warnings[0].hasSuffix("the settings were missing from the database; they are back to their defaults"),
                "\(s.store.warnings)")
        #expect(try Self.db(dir).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM settings") } == 1)
        s.model.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
        #expect(try Subject(dir).model.settings.watchLayout)
    }
}

extension StoreReliabilityTests {
    // MARK: Item 7: the userdata.json import

    /// An item numbered `Int.max` used the counter up, so every item needing a new number
    /// (a bad id, a number taken twice) was dropped and the import marked done. Now each
    /// gets a free number, keeps its place and its obtained flag.
    @Test func theImportKeepsEveryGroceryItemWhenAnIdUsesTheCounterUp() throws {
        let dir = Self.tempDir()
        let json = """
            {"favorites": ["baklava", "baklava"],
             "grocery": {"items": [{"id": "grocery-9223372036854775807", "name": "Last", "isObtained": false},
                                   {"id": "grocery-2", "name": "Flour", "isObtained": true},
                                   {"id": "grocery-2", "name": "Sugar", "isObtained": true},
                                   {"id": "bread", "name": "Bread", "isObtained": false}],
                         "nextNumber": 3}}
            """
        try json.write(to: dir.appendingPathComponent("userdata.json"), atomically: true, encoding: .utf8)
        let s = try Subject(dir)
        #expect(s.store.unavailable == nil && s.store.warnings.isEmpty, "\(s.store.warnings)")
        let items = s.model.userData.grocery.items
        #expect(items.map(\.name) == ["Last", "Flour", "Sugar", "Bread"])
        #expect(items.map(\.isObtained) == [false, true, true, false])
        #expect(Set(items.map(\.id)).count == 4)
        #expect(s.model.userData.favorites == ["baklava"])
        // On disk too, and the import is done once.
        let again = try Subject(dir)
        #expect(again.model.userData.grocery.items.map(\.name) == ["Last", "Flour", "Sugar", "Bread"])
        #expect(try Self.db(dir).read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = 'created-from'") } == "userdata.json")
    }

    /// Ingredients that cannot be added (no row numbers left) are said so, never "Added".
    @Test func ingredientsThatCannotBeAddedAreNotClaimedAdded() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        try Self.db(dir).write { db in
            try db.execute(sql: "INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, 9, 'Last', 0)", arguments: [Int64.max])
        }
        let s = try Subject(dir)
        s.model.addToGroceryList("buttermilk-pancakes")
        #expect(s.model.lastMessage?.hasPrefix("The grocery list has run out of item numbers") == true, "\(s.model.lastMessage ?? "")")
    }
}
