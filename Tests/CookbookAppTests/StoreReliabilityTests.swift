import Foundation
import Glibc
import GRDB
import Testing
import UICore
@testable import CookbookApp

/// Store faults: a missing settings row, an import that dropped items, a database
/// from a newer release, two processes on one data directory, a lock held at start-up, and
/// commits that blocked the frame loop.
@Suite struct StoreReliabilityTests {
    typealias Subject = UserDataStoreTests.Subject

    static func tempDir() -> URL { UserDataStoreTests.tempDir() }
    static func db(_ dir: URL) throws -> DatabaseQueue { try UserDataStoreTests.db(dir) }

    // MARK: Item 5: the settings row

    /// A settings row deleted behind the app's back: the change was reported saved while
    /// `UPDATE … WHERE id = 1` changed nothing. The row is made again, holding the change.
    /// A change the trace reports saved is on the disk, not only in the write-ahead log's
    /// pages the kernel holds (docs/reliability.md: `synchronous = FULL`). The writer ran with
    /// NORMAL: GRDB sets it when it turns WAL on, after the app's own setting.
    @Test func theWriterCommitsDurably() throws {
        let store = UserDataStore(directory: Self.tempDir())
        let pool = try #require(store.pool)
        #expect(try pool.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") } == 2, "FULL is 2")
    }

    /// Creating the database makes no rollback journal file: killed while it was created, the
    /// app left an empty `cookbook.sqlite-journal` that nothing ever removed
    /// (`killedReplaysLoseNoCommittedChange` caught one). The folder is watched (inotify) for
    /// every file made in it while the store opens.
    @Test func aNewDatabaseIsCreatedWithoutAJournalFile() throws {
        let dir = Self.tempDir()
        let watch = inotify_init1(Int32(IN_NONBLOCK))
        #expect(watch >= 0)
        defer { close(watch) }
        #expect(inotify_add_watch(watch, dir.path, UInt32(IN_CREATE)) >= 0)
        let store = UserDataStore(directory: dir)
        let pool = try #require(store.pool, "the store opened")
        #expect(try pool.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        var made: [String] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(watch, &buffer, buffer.count)
        var at = 0
        while count > 0, at + MemoryLayout<inotify_event>.size <= count {
            let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: at + 12, as: UInt32.self)) }
            let nameBytes = buffer[(at + 16)..<(at + 16 + length)].prefix { $0 != 0 }
            made.append(String(decoding: nameBytes, as: UTF8.self))
            at += 16 + length
        }
        #expect(made.contains("cookbook.sqlite"), "the watch saw the database made: \(made)")
        #expect(!made.contains("cookbook.sqlite-journal"), "files made: \(made)")
    }

    @Test func aSettingsRowDeletedWhileRunningIsRecreatedWithTheChange() throws {
        let dir = Self.tempDir()
        let s = try Subject(dir)
        try Self.db(dir).write { try $0.execute(sql: "DELETE FROM settings") }
        s.model.preferences.update(settings: { $0.reduceMotion = true }, id: "setting-reduce-motion", value: true)
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
        s.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
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
        s.model.grocery.addIngredients(of: "buttermilk-pancakes")
        #expect(s.model.footer.text?.hasPrefix("The grocery list has run out of item numbers") == true, "\(s.model.footer.text ?? "")")
    }
}

extension StoreReliabilityTests {
    // MARK: Item 2: two processes on one data directory

    /// Each process wrote every column of a row from its own stale copy, so one's rename put
    /// back the obtained flag the other had just set. Only changed fields are written now, and
    /// the committing process shows the other's change too.
    @Test func twoProcessesEditingOneGroceryItemKeepBothFields() throws {
        let dir = Self.tempDir()
        let a = try Subject(dir), b = try Subject(dir)
        a.model.grocery.setObtained("grocery-1", true)
        b.model.grocery.setName("grocery-1", "Green apples")
        b.model.repository.commitAllPendingChanges()
        let row = try #require(try Self.db(dir).read { try Row.fetchOne($0, sql: "SELECT name, obtained FROM grocery_items WHERE id = 1") })
        #expect(row["name"] as String == "Green apples" && row["obtained"] as Bool == true)
        #expect(b.model.userData.grocery.items[0] == GroceryList.Item(id: "grocery-1", name: "Green apples", isObtained: true))
        // A takes its flag back: B's name stays.
        a.model.grocery.setObtained("grocery-1", false)
        #expect(try Subject(dir).model.userData.grocery.items[0] == GroceryList.Item(id: "grocery-1", name: "Green apples", isObtained: false))
    }

    /// A running app shows what another process committed (a rename, a favourite, a setting)
    /// within a few frames, without any input.
    @Test func aRunningAppShowsAnotherProcesssCommits() throws {
        let h = try Harness(screen: .grocery)
        let other = try Subject(h.dataDir)
        other.model.grocery.setName("grocery-2", "Pears")
        other.model.repository.commitAllPendingChanges()
        other.model.favorites.toggle("baklava")
        other.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
        h.settle(1)
        #expect(h.model.userData.grocery.items.map(\.name).contains("Pears"))
        #expect(!h.model.favorites.contains("baklava") && h.model.settings.watchLayout)
        #expect(h.model.userData == other.model.userData)
    }

    /// Text still being typed (not yet committed) survives another process's commit, and both
    /// end up stored.
    @Test func typingInProgressSurvivesAnotherProcesssCommit() throws {
        let h = try Harness(screen: .grocery)
        h.focus("grocery-3-name")
        h.runtime.handle(.text("Jam"))
        _ = h.runtime.frame()
        let other = try Subject(h.dataDir)
        other.model.grocery.setObtained("grocery-1", true)
        h.settle(1)
        #expect(h.model.userData.grocery.items.map(\.name) == ["Apples", "Lasagna", "Jam"])
        #expect(h.model.userData.grocery.items[0].isObtained)
        let stored = try Subject(h.dataDir).model.userData.grocery.items
        #expect(stored.map(\.name) == ["Apples", "Lasagna", "Jam"] && stored[0].isObtained)
    }

    /// Two processes adding one recipe's ingredients (each from its own copy of the list, in
    /// which the other's are not yet) store each ingredient once.
    @Test func addingOneRecipesIngredientsInTwoProcessesStoresThemOnce() throws {
        let dir = Self.tempDir()
        let a = try Subject(dir), b = try Subject(dir)
        a.model.grocery.addIngredients(of: "buttermilk-pancakes")
        b.model.grocery.addIngredients(of: "buttermilk-pancakes")
        a.model.grocery.addIngredients(of: "buttermilk-pancakes")
        let names = try Self.db(dir).read { try String.fetchAll($0, sql: "SELECT name FROM grocery_items") }
        let counts = Dictionary(names.map { ($0.lowercased(), 1) }, uniquingKeysWith: +)
        #expect(names.count > 4 && counts.values.allSatisfy { $0 == 1 }, "\(counts.filter { $0.value > 1 })")
        #expect(Set(b.model.userData.grocery.items.map(\.name)) == Set(names))
    }
}

extension StoreReliabilityTests {
    // MARK: Item 13: grocery names bounded in bytes and scalars

    /// "e" and 300,000 combining marks (600 KB) counted as one character, passed the
    /// 200-character limit whole and took seconds a frame to lay out. The name is cut to a few
    /// marks on its character, with the message, and the grocery screen stays quick.
    @Test func aNameOfOneCharacterWithAMillionMarksIsCut() throws {
        let h = try Harness(screen: .grocery)
        let huge = "e" + String(repeating: "\u{301}", count: 300_000)
        h.model.grocery.setName("grocery-3", huge)
        let name = h.model.userData.grocery.items[2].name
        #expect(name.unicodeScalars.count == 1 + UserDataLimits.extendingScalarsInARow && name.count == 1)
        #expect(h.model.footer.text == "Grocery names are limited to 200 characters")
        let start = Date()
        h.settle(0.1)
        #expect(Date().timeIntervalSince(start) < 2, "frames took \(Date().timeIntervalSince(start)) s")
        h.model.repository.commitAllPendingChanges()
        #expect(try Self.db(h.dataDir).read { try Int.fetchOne($0, sql: "SELECT MAX(length(CAST(name AS BLOB))) FROM grocery_items") }
                ?? .max <= UserDataLimits.groceryNameBytes)
    }

    /// Many characters of many bytes each (200 family emoji of 25 bytes fit; 200 characters of
    /// 30 combining marks do not): the name stops at the byte limit, between scalars it keeps.
    @Test func namesAreBoundedInBytesAndScalars() {
        let family = "👩🏽‍👩🏽‍👧🏽‍👦🏽" // one character, 41 bytes
        let (emoji, emojiCut) = BoundedName.clamped(String(repeating: family, count: 120))
        #expect(emoji.utf8.count <= UserDataLimits.groceryNameBytes && emojiCut)
        #expect(emoji.hasPrefix(String(repeating: family, count: 90)))
        let marked = String(repeating: "a" + String(repeating: "\u{308}", count: 30), count: 200)
        let (bounded, cut) = BoundedName.clamped(marked)
        #expect(cut && bounded.unicodeScalars.count <= UserDataLimits.groceryNameScalars && bounded.utf8.count <= UserDataLimits.groceryNameBytes)
        #expect(BoundedName.clamped("Crème fraîche") == ("Crème fraîche", false))
    }

    /// A name already on disk with a huge combining sequence is cut when read, in one line.
    @Test func aHugeNameOnDiskIsCutWhenRead() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        try Self.db(dir).write { db in
            try db.execute(sql: "UPDATE grocery_items SET name = ? WHERE id = 1", arguments: ["e" + String(repeating: "\u{301}", count: 100_000)])
        }
        let s = try Subject(dir)
        #expect(s.model.userData.grocery.items[0].name.unicodeScalars.count == 1 + UserDataLimits.extendingScalarsInARow)
        #expect(s.store.warnings.count == 1 && s.store.warnings[0].contains("were shortened"), "\(s.store.warnings)")
    }
}

extension StoreReliabilityTests {
    // MARK: Item 12: commits off the frame loop

    /// While another process held the write lock, every commit blocked the frame loop for the
    /// 3 s busy timeout. In the background a change returns at once, its `data` event comes once
    /// the lock is let go, and a commit that finally fails is reported and tried again.
    @Test func aCommitWaitingForAnotherProcesssLockDoesNotBlock() throws {
        let dir = Self.tempDir()
        let s = try Subject(dir)
        s.model.repository.commitsInBackground = true
        // Another process's write transaction, held past the busy timeout.
        let other = try Self.db(dir)
        let holding = DispatchSemaphore(value: 0), letGo = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do {
                try other.write { db in
                    try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('test-lock', '1')")
                    holding.signal()
                    letGo.wait()
                }
            } catch {
                // The lock was never taken: the expectations below fail rather than this wait forever.
                holding.signal()
            }
            done.signal()
        }
        #expect(holding.wait(timeout: .now() + 30) == .success, "the other connection never took the lock")
        let started = Date()
        s.model.favorites.toggle("pancake")
        s.model.ratings.set(.yummy, for: "pancake")
        #expect(Date().timeIntervalSince(started) < 0.5, "a change waited \(Date().timeIntervalSince(started)) s for the lock")
        #expect(s.model.favorites.contains("pancake") && s.dataEvents.isEmpty)
        // The busy timeout runs out: reported once, in words, and kept.
        let deadline = Date().addingTimeInterval(UserDataStore.busyTimeout + 5)
        while s.model.repository.saveFailure == nil, Date() < deadline {
            s.model.repository.commitPendingChanges(now: 0)
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(s.model.repository.saveFailure?.contains("another process kept the database locked") == true, "\(s.model.repository.saveFailure ?? "no failure")")
        letGo.signal()
        #expect(done.wait(timeout: .now() + 30) == .success, "the other connection's write never ended")
        // Tried again after the retry delay, now that the lock is free.
        let clock = s.clock.now + UserDataRepository.failedCommitRetryDelay
        let until = Date().addingTimeInterval(UserDataStore.busyTimeout + 5)
        while s.dataEvents.count < 2, Date() < until {
            s.model.repository.commitPendingChanges(now: clock + 1)
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(Set(s.dataEvents) == ["favorite pancake", "rating pancake"])
        #expect(s.model.repository.saveFailure == nil && !s.model.repository.hasUnsavedChanges)
        let stored = try Subject(dir)
        #expect(stored.model.favorites.contains("pancake") && stored.model.ratings["pancake"] == .yummy)
    }

    // MARK: Item 6: a lock held at start-up

    /// A lock held past the start-up timeout left the whole session unsaveable. The store is
    /// opened again in the background once the lock is let go, and what was changed meanwhile
    /// is saved.
    @Test func changesKeptWhileTheLockWasHeldAreSavedOnceItIsFree() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        let lock = try StoreFileLock(path: dir.appendingPathComponent("cookbook.sqlite.lock").path)
        var options = UserDataStore.Options()
        options.lockTimeout = 0.1
        let s = try Subject(dir, options)
        #expect(s.store.unavailable?.description == "another process kept the database locked")
        s.model.favorites.toggle("pancake")
        #expect(s.dataEvents.isEmpty)
        lock.release()
        let deadline = Date().addingTimeInterval(10)
        var clock = 0.0
        while s.dataEvents.isEmpty, Date() < deadline {
            clock += 1
            s.model.repository.pollStore(now: clock)
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(s.dataEvents == ["favorite pancake"])
        #expect(s.model.repository.saveFailure == nil)
        #expect(try Subject(dir).model.favorites.contains("pancake"))
    }
}
