import Foundation
import GRDB
import Testing
import UICore
@testable import CookbookApp

/// The database file deleted, replaced or damaged under a running app (a sync tool, a restore,
/// "reset by deleting it"): SQLite in WAL mode went on committing into the file it had open,
/// which no one would ever find again, and `data` events claimed each change saved.
@Suite struct StoreWatchTests {
    typealias Subject = UserDataStoreTests.Subject

    static func database(_ dir: URL) -> URL { dir.appendingPathComponent(UserDataStore.fileName) }

    /// Removes the database and its side files, as `rm cookbook.sqlite*` would.
    static func delete(_ dir: URL) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database(dir).path + suffix) }
    }

    /// Puts a copy of `other`'s database in place of `dir`'s (a restore: a consistent copy made
    /// beside it, then one rename over the old file, as a backup tool's `mv` does).
    static func replace(_ dir: URL, with other: URL) throws {
        let copy = dir.appendingPathComponent("restore.sqlite").path
        try DatabaseQueue(path: database(other).path).writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [copy]) }
        guard rename(copy, database(dir).path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func aDatabaseDeletedUnderTheAppIsMadeAgainWithTheSessionsData() throws {
        let dir = UserDataStoreTests.tempDir()
        let s = try Subject(dir)
        s.model.favorites.toggle("pancake")
        s.model.ratings.set(.yummy, for: "pancake")
        Self.delete(dir)
        s.model.favorites.toggle("tiramisu")
        // Reported, in plain words, and saved: nothing went into the deleted file.
        #expect(s.dataEvents == ["favorite pancake", "rating pancake", "favorite tiramisu"])
        #expect(s.model.repository.saveFailure == nil && !s.model.repository.hasUnsavedChanges)
        let again = try Subject(dir)
        #expect(again.model.favorites.contains("pancake") && again.model.favorites.contains("tiramisu"))
        #expect(again.model.ratings["pancake"] == .yummy)
        // What the session removed stays removed (the new file's defaults are no one's data).
        #expect(again.model.userData.favorites == s.model.userData.favorites)
    }

    @Test func aDatabaseReplacedUnderTheAppKeepsBothItsDataAndTheSessions() throws {
        let dir = UserDataStoreTests.tempDir(), other = UserDataStoreTests.tempDir()
        let s = try Subject(dir)
        s.model.favorites.toggle("pancake")
        // A restore from another machine: its own favourite and grocery item.
        let restored = try Subject(other)
        restored.model.favorites.toggle("tiramisu")
        restored.model.grocery.addIngredients(of: "tiramisu")
        let added = Set(restored.model.userData.grocery.items.map(\.name))
        try Self.replace(dir, with: other)
        s.model.ratings.set(.yummy, for: "pancake")
        #expect(!s.model.repository.hasUnsavedChanges && s.model.repository.saveFailure == nil)
        let again = try Subject(dir)
        #expect(again.model.favorites.contains("pancake") && again.model.favorites.contains("tiramisu"))
        #expect(again.model.ratings["pancake"] == .yummy)
        // The items both had are not doubled; the restore's own items are kept.
        let names = again.model.userData.grocery.items.map(\.name)
        #expect(names.count == Set(names).count && Set(names) == added, "\(names)")
        #expect(Set(names) == Set(s.model.userData.grocery.items.map(\.name)), "\(names)")
    }

    @Test func aNewerReleasesDatabaseReplacingTheFileIsLeftUntouchedAndNothingClaimedSaved() throws {
        let dir = UserDataStoreTests.tempDir(), other = UserDataStoreTests.tempDir()
        let s = try Subject(dir)
        _ = try Subject(other)
        try DatabaseQueue(path: Self.database(other).path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-a-newer-release')")
        }
        try Self.replace(dir, with: other)
        let before = try Data(contentsOf: Self.database(dir))
        s.model.favorites.toggle("pancake")

        #expect(s.dataEvents.isEmpty)
        #expect(s.model.repository.hasUnsavedChanges)
        #expect(s.model.repository.saveFailure?.contains("written by a newer release") == true, "\(s.model.repository.saveFailure ?? "none")")
        #expect(try Data(contentsOf: Self.database(dir)) == before)
        #expect(s.model.favorites.contains("pancake"))
    }

    @Test func aDamagedFileReplacingTheDatabaseIsKeptAsideAndTheSessionSaved() throws {
        let dir = UserDataStoreTests.tempDir()
        let s = try Subject(dir)
        s.model.favorites.toggle("pancake")
        // Garbage where the database was (a half-copied restore).
        let path = Self.database(dir).path
        Self.delete(dir)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
        s.model.favorites.toggle("tiramisu")
        #expect(s.dataEvents == ["favorite pancake", "favorite tiramisu"])
        let again = try Subject(dir)
        #expect(again.model.favorites.contains("pancake") && again.model.favorites.contains("tiramisu"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.contains { $0.contains(".corrupt-") }, "\(files)")
    }

    /// In the live window commits run on a thread of their own: a finished one wakes the host,
    /// which hands it over (reported saved) without waiting for a frame.
    @Test func aBackgroundCommitWakesTheHostAndIsReportedWithoutAFrame() throws {
        let dir = UserDataStoreTests.tempDir()
        let s = try Subject(dir)
        s.model.repository.commitsInBackground = true
        let woken = DispatchSemaphore(value: 0)
        s.model.repository.wake = { woken.signal() }
        s.model.favorites.toggle("pancake")
        #expect(woken.wait(timeout: .now() + 10) == .success)
        #expect(s.model.repository.takeBackgroundWork(now: 0))
        #expect(s.dataEvents == ["favorite pancake"])
        #expect(!s.model.repository.hasUnsavedChanges)
    }
}
