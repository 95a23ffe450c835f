import Foundation
import GRDB
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The SQLite user data store: saving, migrations, the one-time import, damaged and unreachable
/// databases, two processes on one data directory, and out-of-range values on disk.
@Suite struct UserDataStoreTests {
    /// A model over a store in `dir`, with its trace lines collected.
    final class Subject {
        let model: AppModel
        let store: UserDataStore
        /// The model's clock (standing still unless a test moves it).
        let clock = ManualClock()
        var lines: [String] = []
        /// What each `data` event named, in order.
        var dataEvents: [String] {
            lines.compactMap { line in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      object["event"] as? String == "data" else { return nil }
                return object["what"] as? String
            }
        }

        init(_ dir: URL, _ options: UserDataStore.Options = .init()) throws {
            store = UserDataStore(directory: dir, options: options)
            let tracer = Tracer(clock: clock)
            model = AppModel(catalog: try Catalog.load(from: Harness.assetsData), store: store,
                             services: ModelServices(clock: clock, tracer: tracer, toasts: nil, speech: nil))
            tracer.sink = { [weak self] in self?.lines.append($0) }
        }
    }

    static func tempDir() -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-store-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    static func db(_ dir: URL) throws -> DatabaseQueue {
        try DatabaseQueue(path: dir.appendingPathComponent("cookbook.sqlite").path)
    }

    @Test func everyKindOfChangeIsCommittedAndReadBack() throws {
        let dir = Self.tempDir()
        let a = try Subject(dir)
        a.model.favorites.toggle("baklava")
        a.model.ratings.set(.delicious, for: "apple-pie")
        a.model.grocery.setObtained("grocery-1", true)
        a.model.caffeine.log(drink: "espresso", at: 1000)
        a.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
        #expect(a.dataEvents == ["favorite baklava", "rating apple-pie", "grocery obtained grocery-1", "caffeine espresso",
                                 "setting setting-watch-layout"])
        let b = try Subject(dir)
        #expect(b.model.userData == a.model.userData)
        #expect(!b.model.favorites.contains("baklava") && b.model.ratings["apple-pie"] == .delicious)
        #expect(b.model.settings.watchLayout && b.model.caffeine.total(onDayOf: 1000) > 0)
        #expect(b.store.warnings.isEmpty)
    }

    @Test func typedTextIsCommittedAfterTheDebounceThenReported() throws {
        let h = try Harness(screen: .grocery)
        h.trace.removeAll()
        h.runtime.handle(.text("Eggs"))
        _ = h.runtime.frame()
        #expect(h.trace.contains { $0.contains("\"event\":\"value\"") && $0.contains("Eggs") })
        #expect(!h.trace.contains { $0.contains("\"event\":\"data\"") })
        let deadline = try #require(h.model.repository.nextCommitDeadline)
        #expect(abs(deadline - h.clock.now - UserDataRepository.textCommitDelay) < 1e-9)
        // Not yet on disk: a crash now loses at most the debounce window of typing.
        #expect(try Self.db(h.dataDir).read { try String.fetchAll($0, sql: "SELECT name FROM grocery_items") }.contains("Eggs") == false)
        h.settle(UserDataRepository.textCommitDelay + 0.05)
        #expect(h.trace.filter { $0.contains("\"event\":\"data\"") } .count == 1)
        #expect(h.model.repository.nextCommitDeadline == nil)
        #expect(try Self.db(h.dataDir).read { try String.fetchAll($0, sql: "SELECT name FROM grocery_items") }.contains("Eggs"))
    }

    @Test func leavingTheFieldCommitsAtOnce() throws {
        let h = try Harness(screen: .grocery)
        h.runtime.handle(.text("Tea"))
        _ = h.runtime.frame()
        #expect(h.model.repository.nextCommitDeadline != nil)
        _ = h.runtime.context.focus(id: "grocery-add")
        _ = h.runtime.frame()
        #expect(h.model.repository.nextCommitDeadline == nil && !h.model.repository.hasUnsavedChanges)
        #expect(try Self.db(h.dataDir).read { try String.fetchAll($0, sql: "SELECT name FROM grocery_items") }.contains("Tea"))
    }

    @Test func quittingCommitsPendingText() throws {
        let h = try Harness(screen: .grocery)
        h.runtime.handle(.text("Jam"))
        h.runtime.handle(.quit)
        #expect(!h.model.repository.hasUnsavedChanges && h.trace.contains { $0.contains("\"what\":\"grocery name grocery-3\"") })
        #expect(try Self.db(h.dataDir).read { try String.fetchAll($0, sql: "SELECT name FROM grocery_items") }.contains("Jam"))
    }

    @Test func aStartupProblemShowsInTheFooter() throws {
        let dir = Self.tempDir()
        try Data("garbage".utf8).write(to: dir.appendingPathComponent("cookbook.sqlite"))
        let h = try Harness(dataDir: dir)
        var footer: [String] = []
        h.runtime.root?.visit { n in if case .text(let t) = n.kind { footer.append(t.string) }; return true }
        #expect(footer.contains { $0.contains("the database is damaged") })
    }

    @Test func aVersionOneDatabaseIsMigrated() throws {
        let dir = Self.tempDir()
        let queue = try Self.db(dir)
        try UserDataSchema.migrator.migrate(queue, upTo: UserDataSchema.v1)
        try queue.write { db in
            try db.execute(sql: "UPDATE settings SET reduce_motion = 1")
            try db.execute(sql: "INSERT INTO favorites (slug, position) VALUES ('pancake', 1)")
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('created-from', 'defaults')")
        }
        try queue.close()
        let s = try Subject(dir)
        #expect(s.store.unavailable == nil)
        #expect(s.model.settings.reduceMotion && !s.model.settings.watchLayout)
        #expect(s.model.userData.favorites == ["pancake"])
        s.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
        #expect(try Self.db(dir).read { try Bool.fetchOne($0, sql: "SELECT watch_layout FROM settings") } == true)
    }

    @Test func oldUserDataIsImportedOnceAndKept() throws {
        let dir = Self.tempDir()
        // An old file without the watchLayout setting, with a caffeine amount that would overflow the total.
        let json = """
            {"favorites": ["baklava"], "ratings": {"baklava": 2},
             "grocery": {"items": [{"id": "grocery-7", "name": "Flour", "isObtained": true}], "nextNumber": 8},
             "caffeineLog": [{"drinkID": "espresso", "caffeineMg": 9223372036854775807, "time": 10},
                             {"drinkID": "espresso", "caffeineMg": 9223372036854775807, "time": 20},
                             {"drinkID": "espresso", "caffeineMg": 64, "time": 30}],
             "settings": {"rightToLeft": false, "keyboardNavigation": true, "highlightEffect": true, "reduceMotion": false}}
            """
        let file = dir.appendingPathComponent("userdata.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let first = try Subject(dir)
        #expect(first.model.userData.favorites == ["baklava"] && first.model.ratings["baklava"] == .delicious)
        #expect(first.model.userData.grocery.items.map(\.name) == ["Flour"] && first.model.userData.grocery.nextNumber == 8)
        #expect(first.model.settings.highlightEffect)
        #expect(first.model.caffeine.total(onDayOf: 0) == 64)
        #expect(first.store.warnings.count == 1 && first.store.warnings[0].contains("skipped 2 damaged"))
        first.model.favorites.toggle("baklava")
        first.model.grocery.add(named: "Salt")
        #expect(first.model.userData.grocery.items.last?.id == "grocery-8")
        let second = try Subject(dir)
        #expect(second.model.userData.favorites.isEmpty, "the import ran again")
        #expect(try String(contentsOf: file, encoding: .utf8) == json)
    }

    @Test func anUnreadableOldFileIsKeptAndDefaultsUsed() throws {
        let dir = Self.tempDir()
        let file = dir.appendingPathComponent("userdata.json")
        try "{\"favorites\": [".write(to: file, atomically: true, encoding: .utf8)
        let s = try Subject(dir)
        #expect(s.model.userData == UserData())
        #expect(s.store.warnings.count == 1 && s.store.warnings[0].contains("userdata.json") && s.store.warnings[0].contains("kept"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"favorites\": [")
    }

    @Test func hugeCaffeineAmountsOnDiskNeitherCrashNorCount() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        try Self.db(dir).write { db in
            for t in [1.0, 2.0] {
                try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES ('espresso', ?, ?)", arguments: [Int64.max, t])
            }
            try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES ('espresso', 'lots', 3)")
            try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES ('espresso', 64, 4)")
        }
        let h = try Harness(screen: .widget, dataDir: dir)
        #expect(h.model.caffeine.total(onDayOf: 0) == 64)
        // The widget screen drew (the extension's own sum is checked in CaffeineWidgetHostTests).
        #expect(h.model.navigation.screen == .widget && h.runtime.root != nil)
    }

    @Test func theCaffeineTotalSaturatesInsteadOfOverflowing() throws {
        let s = try Subject(Self.tempDir())
        s.model.repository.userData.caffeineLog = [CaffeineLogEntry(drinkID: "a", caffeineMg: Int.max, time: 1),
                                        CaffeineLogEntry(drinkID: "b", caffeineMg: Int.max, time: 2)]
        #expect(s.model.caffeine.total(onDayOf: 0) == Int.max)
    }

    @Test func theGroceryCounterStopsAtIntMax() throws {
        var list = GroceryList(items: [], nextNumber: Int.max)
        #expect(list.addItem(name: "x") == nil && list.items.isEmpty)
        let dir = Self.tempDir()
        _ = try Subject(dir)
        try Self.db(dir).write { db in
            try db.execute(sql: "INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, 9, 'Last', 0)", arguments: [Int64.max])
        }
        let s = try Subject(dir)
        #expect(s.model.userData.grocery.nextNumber == Int.max)
        s.model.grocery.add(named: "Salt")
        #expect(s.model.footer.text == "The grocery list has run out of item numbers")
        #expect(s.model.userData.grocery.items.last?.name == "Last")
    }

    @Test func longGroceryNamesAreCutWithAMessage() throws {
        let s = try Subject(Self.tempDir())
        s.model.grocery.setName("grocery-3", String(repeating: "a", count: 1_000_000))
        s.model.repository.commitAllPendingChanges()
        #expect(s.model.userData.grocery.items[2].name.count == UserDataLimits.groceryNameLength)
        #expect(s.model.footer.text == "Grocery names are limited to 200 characters")
        #expect(try Self.db(s.store.directory).read {
            try Int.fetchOne($0, sql: "SELECT MAX(length(name)) FROM grocery_items")
        } == UserDataLimits.groceryNameLength)
    }

    @Test func aDamagedDatabaseIsKeptAsideEveryTimeUnderItsOwnName() throws {
        let dir = Self.tempDir()
        let file = dir.appendingPathComponent("cookbook.sqlite")
        var asides: Set<String> = []
        for i in 0..<2 {
            try Data("not a database \(i)".utf8).write(to: file)
            let s = try Subject(dir)
            #expect(s.store.unavailable == nil)
            #expect(s.store.warnings.count == 1 && s.store.warnings[0].contains("damaged"), "\(s.store.warnings)")
            #expect(s.model.userData == UserData())
            s.model.favorites.toggle("pancake")
            #expect(s.dataEvents == ["favorite pancake"])
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasPrefix("cookbook.sqlite.corrupt-") {
            asides.insert(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(asides == ["not a database 0", "not a database 1"])
    }

    @Test func asideNamesNeverCollide() throws {
        let dir = Self.tempDir()
        let file = dir.appendingPathComponent("x.sqlite")
        let now = Date()
        var names: [String] = []
        for i in 0..<3 {
            try Data("\(i)".utf8).write(to: file)
            names.append(try CorruptFileAside.move(file, now: now))
        }
        #expect(Set(names).count == 3)
        #expect(try names.map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) } == ["0", "1", "2"])
    }

    @Test func aLockedDatabaseIsNotMovedAside() throws {
        let dir = Self.tempDir()
        let first = try Subject(dir)
        first.model.favorites.toggle("pancake")
        let lock = try StoreFileLock(path: dir.appendingPathComponent("cookbook.sqlite.lock").path)
        defer { lock.release() }
        var options = UserDataStore.Options()
        options.lockTimeout = 0.1
        let s = try Subject(dir, options)
        #expect(s.store.unavailable?.description == "another process kept the database locked")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).allSatisfy { !$0.contains("corrupt") })
        // What could be read is shown; nothing is written over it.
        #expect(s.model.favorites.contains("pancake"))
    }

    @Test func aReadOnlyDatabaseIsReportedOnceAndChangesStayInMemory() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        var options = UserDataStore.Options()
        options.readOnly = true
        let s = try Subject(dir, options)
        s.model.favorites.toggle("pancake")
        #expect(s.model.favorites.contains("pancake"))
        #expect(s.dataEvents.isEmpty && s.model.repository.hasUnsavedChanges)
        let message = try #require(s.model.footer.text)
        #expect(message.contains("cannot save changes (the disk or folder is read-only)"))
        #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("SQLite"))
        s.model.footer.text = nil
        s.model.ratings.set(.meh, for: "pancake")
        #expect(s.model.footer.text == nil, "reported twice")
        #expect(s.dataEvents.isEmpty)
        #expect(!(try Subject(dir).model.favorites.contains("pancake")))
    }

    @Test func aFullDiskIsReportedAndOnlyCommittedChangesAreReported() throws {
        let dir = Self.tempDir()
        _ = try Subject(dir)
        let pages = try Self.db(dir).read { try Int.fetchOne($0, sql: "PRAGMA page_count") } ?? 0
        var options = UserDataStore.Options()
        options.maxPageCount = pages + 1
        let s = try Subject(dir, options)
        let name = String(repeating: "n", count: UserDataLimits.groceryNameLength)
        for _ in 0..<100 {
            s.model.grocery.add(named: "n")
            s.model.grocery.setName(s.model.userData.grocery.items.last!.id, name)
            s.model.repository.commitAllPendingChanges()
        }
        #expect(s.model.repository.saveFailure?.contains("the disk is full") == true)
        #expect(s.model.userData.grocery.items.count == 102 && s.model.repository.hasUnsavedChanges)
        let saved = try Self.db(dir).read { try Row.fetchAll($0, sql: "SELECT id, name FROM grocery_items") }
        let names = Dictionary(uniqueKeysWithValues: saved.map { (GroceryList.itemID($0["id"]), $0["name"] as String) })
        let events = s.dataEvents
        #expect(events.count > 2 && saved.count < 102)
        // Every reported change is in the database; no change is reported that is not.
        #expect(saved.count == 2 + events.filter { $0 == "grocery new item" }.count)
        for e in events where e.hasPrefix("grocery name ") { #expect(names[String(e.dropFirst("grocery name ".count))] == name) }
    }

    @Test func aDataDirectoryThatIsAFileIsReportedNotClaimed() throws {
        let file = Self.tempDir().appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let s = try Subject(file)
        #expect(s.store.warnings == [s.model.repository.saveFailure ?? ""])
        #expect(s.model.repository.saveFailure?.contains("is a file, not a folder") == true)
        s.model.favorites.toggle("pancake")
        #expect(s.dataEvents.isEmpty && s.model.favorites.contains("pancake"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test func twoProcessesOnOneDirectoryKeepBothWrites() throws {
        let dir = Self.tempDir()
        let app = try Subject(dir)
        let widget = try Subject(dir)
        app.model.favorites.toggle("pancake")
        widget.model.caffeine.log(drink: "espresso", at: 100)
        app.model.ratings.set(.yummy, for: "baklava")
        widget.model.caffeine.log(drink: "espresso", at: 200)
        app.model.caffeine.log(drink: "espresso", at: 300)
        // The app's log now includes the widget's entries (re-read on commit).
        #expect(app.model.userData.caffeineLog.map(\.time) == [100, 200, 300])
        let after = try Subject(dir)
        #expect(after.model.favorites.contains("pancake") && after.model.ratings["baklava"] == .yummy)
        #expect(after.model.userData.caffeineLog.count == 3)
    }

    @Test func aNewItemAfterAnotherProcessesGetsTheFocusUnderItsOwnNumber() throws {
        let dir = Self.tempDir()
        // The list is open in this window on "+ New Item"; another process adds an item and saves.
        let h = try Harness(screen: .grocery, dataDir: dir)
        let other = try Subject(dir)
        h.focus("grocery-add")
        other.model.grocery.add(named: "Flour")
        other.model.repository.commitAllPendingChanges()
        // "+ New Item" here: focus goes to the empty row, and what is typed there becomes an item
        // under a number of its own (not the other process's item's), whose field keeps focus.
        h.key(.return)
        h.type("Saffron")
        h.model.repository.commitAndWait()
        h.settle()
        let added = try #require(h.model.userData.grocery.items.first { $0.name == "Saffron" }?.id)
        let theirs = try #require(other.model.userData.grocery.items.last?.id)
        #expect(added != theirs && h.model.userData.grocery.items.first { $0.id == theirs }?.name == "Flour")
        #expect(h.focused == "\(added)-name")
    }

    @Test func twoProcessesAddingGroceryItemsKeepBoth() throws {
        let dir = Self.tempDir()
        let a = try Subject(dir), b = try Subject(dir)
        a.model.grocery.add(named: "From A")
        let added = b.model.grocery.add(named: "From B")
        // Both handed out grocery-3; the second to commit was given the next free number, and
        // says so (the list focuses the field of the id it returns).
        #expect(a.model.userData.grocery.items.last?.id == "grocery-3" && b.model.userData.grocery.items.last?.id == "grocery-4")
        #expect(added == "grocery-4")
        a.model.repository.commitAllPendingChanges(); b.model.repository.commitAllPendingChanges()
        b.model.grocery.add(named: "More")
        #expect(b.model.userData.grocery.items.last?.id == "grocery-5")
        let names = try Subject(dir).model.userData.grocery.items.map(\.name)
        #expect(names.contains("From A") && names.contains("From B"))
    }

    @Test func aSymlinkedDatabaseStaysALink() throws {
        let real = Self.tempDir(), dir = Self.tempDir()
        _ = try Subject(real)
        let link = dir.appendingPathComponent("cookbook.sqlite")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real.appendingPathComponent("cookbook.sqlite"))
        let s = try Subject(dir)
        s.model.favorites.toggle("pancake")
        #expect(s.dataEvents == ["favorite pancake"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.appendingPathComponent("cookbook.sqlite").path)
        #expect(try Subject(real).model.favorites.contains("pancake"))
    }
}
