import Foundation
import GRDB

/// The user data repository: one SQLite database, `DATA_DIR/cookbook.sqlite`, in WAL mode, shared
/// by the app and the widget extension process. Screens never see SQL: the model hands it
/// snapshots of ``UserData`` and it writes the difference as one transaction per change.
///
/// Opening never fails the app: a damaged database is moved aside (kept, with a collision-free
/// name) and a fresh one started; a database out of reach (read-only or full disk, a data
/// directory that is a file, a database that is not a regular file, locked by a stuck process)
/// leaves the store ``unavailable`` and the app running on what it could read. Every problem is
/// one line in ``warnings``.
public final class UserDataStore {
    /// The database's file name in the data directory.
    public static let fileName = "cookbook.sqlite"
    /// How long a write waits for another process's transaction: the widget's writes take
    /// milliseconds, so 3 s only runs out when the other process is stuck (without a timeout
    /// SQLite fails at once with "database is locked", PACKAGE_NOTES.md).
    static let busyTimeout = 3.0

    /// Test settings: open read-only (SQLite's own read-only mode, to simulate a read-only
    /// disk when running as root) or cap the file size in pages (to simulate a full disk).
    struct Options {
        var readOnly = false
        var maxPageCount: Int?
        /// How long to wait for another process's open and migration (``StoreFileLock``).
        var lockTimeout = StoreFileLock.timeout
    }

    public let directory: URL
    /// The database file in ``directory``.
    public let databaseURL: URL
    /// ``databaseURL``'s path, worked out once: every store poll (four a second) checks the file
    /// it names, and building the URL again cost more than the `stat` (perf of a replay).
    let databasePath: String
    /// One line per problem met while opening (moved aside, import trouble, damaged values).
    public private(set) var warnings: [String] = []
    /// Why changes cannot be saved, when the database could not be opened (nil: it is open).
    public private(set) var unavailable: StoreProblem?
    /// The data read at open: defaults when there was nothing (or nothing readable).
    public private(set) var initialData = UserData()
    let options: Options
    /// The open database (nil while unavailable); the widget extension's reads and writes use it too.
    var pool: DatabasePool?
    /// The writer connection's `data_version` when last asked (``dataIfChanged()``).
    private var seenVersion: Int?
    /// Which file the database path named when it opened (``hasMoved``).
    private(set) var identity: StoreFileIdentity?
    /// The write-ahead log and its index this store's connections share (`-wal`, `-shm`): left at
    /// their paths when the database file moves, they would be read as the new file's.
    private var sideFiles: [(suffix: String, identity: StoreFileIdentity)] = []
    /// Whether this open created the database (its data is the defaults or the old import, no
    /// one's changes): a session laid over it after its file was deleted keeps all of its own.
    private(set) var createdNow = false

    /// Opens (creating, migrating or importing as needed) the store in `directory`.
    public convenience init(directory: URL) { self.init(directory: directory, options: Options()) }

    init(directory: URL, options: Options) {
        self.directory = directory
        databaseURL = directory.appendingPathComponent(Self.fileName)
        databasePath = databaseURL.path
        self.options = options
        open()
    }

    /// The one-line message for a change that could not be saved.
    public func failureMessage(_ problem: StoreProblem) -> String {
        "\(databaseURL.path): cannot save changes (\(problem)); they are kept in memory until the app quits"
    }

    // MARK: Opening

    private func open() {
        let path = databaseURL.path
        do {
            try createFolder()
            // SQLite opens these without asking what they are: a FIFO blocks it forever.
            for file in Self.sqliteFiles(path) { if let problem = RegularFileCheck.problem(file) { throw problem } }
            let lock = try StoreFileLock(path: path + ".lock", timeout: options.lockTimeout)
            defer { lock.release() }
            // A newer release's database is neither migrated nor written (its schema may mean
            // something this release cannot know); it is only read, as it is.
            let migrator = UserDataSchema.migrator
            let unknown = Self.appliedMigrations(at: path).subtracting(migrator.migrations).sorted()
            if !unknown.isEmpty { throw StoreProblem.newerDatabase(unknown: unknown, known: migrator.migrations.last ?? "") }
            do {
                try openAndLoad()
            } catch where StoreProblem.from(error, path: path).isDamage {
                close()
                let aside = try CorruptFileAside.move(databaseURL)
                warnings.append("\(path): the database is damaged; it is kept as \(aside) and the app starts fresh")
                try openAndLoad()
            }
        } catch {
            close()
            let problem = StoreProblem.from(error, path: path)
            unavailable = problem
            warnings.append(failureMessage(problem))
            // Still show what can be read; never write over it (nor open what is not a file).
            if case .notARegularFile = problem {} else if let snapshot = readOnlySnapshot() { initialData = snapshot }
        }
    }

    /// The migrations applied to the database at `path`, read without writing to it (a read-only
    /// connection: no journal mode change, no migration); empty when there is no database yet or
    /// it cannot be read (opening it then says why).
    static func appliedMigrations(at path: String) -> Set<String> {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(busyTimeout)
        guard let queue = try? DatabaseQueue(path: path, configuration: config) else { return [] }
        defer { try? queue.close() }
        return (try? queue.read { try UserDataSchema.migrator.appliedIdentifiers($0) }) ?? []
    }

    /// The database at `path` and the side files SQLite and ``StoreFileLock`` open next to it.
    static func sqliteFiles(_ path: String) -> [String] {
        [path, path + "-wal", path + "-shm", path + "-journal", path + ".lock"]
    }

    private func createFolder() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw StoreProblem.notAFolder(path: directory.path)
        }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw StoreProblem.from(error, path: directory.path)
        }
    }

    private func openAndLoad() throws {
        var config = Configuration()
        config.busyMode = .timeout(Self.busyTimeout)
        config.readonly = options.readOnly
        let maxPages = options.maxPageCount
        // A new database's first page is written when GRDB turns WAL mode on, in SQLite's
        // rollback-journal mode: killed then, the app left an empty `-journal` beside it for good.
        // The first connection to a new file journals that write in memory instead.
        let attributes = try? FileManager.default.attributesOfItem(atPath: databaseURL.path)
        let isNew = (attributes?[.size] as? NSNumber)?.intValue ?? 0 == 0
        let firstConnection = FirstCall(isNew && !options.readOnly)
        config.prepareDatabase { db in
            if firstConnection.take() { try db.execute(sql: "PRAGMA journal_mode = MEMORY") }
            // A commit is on disk when it returns (the `data` trace event promises durability).
            try db.execute(sql: "PRAGMA synchronous = FULL")
            if let maxPages { try db.execute(sql: "PRAGMA max_page_count = \(maxPages)") }
        }
        let pool = try DatabasePool(path: databaseURL.path, configuration: config)
        // GRDB turns the writer's `synchronous` to NORMAL when it sets up WAL mode, after
        // `prepareDatabase` ran: with NORMAL a commit reaches the disk only at the next
        // checkpoint, so a power cut could lose changes already reported saved. FULL again.
        if !options.readOnly { try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") } }
        self.pool = pool
        if !options.readOnly { try UserDataSchema.migrator.migrate(pool) }
        guard try pool.read({ try String.fetchOne($0, sql: "PRAGMA quick_check") }) == "ok" else { throw StoreProblem.damaged }
        let directory = directory, path = databaseURL.path
        let (data, notes, created): (UserData, [String], Bool) = try options.readOnly
            ? pool.read { db in
                let (data, notes) = try Self.load(db)
                return (data, notes, false)
            }
            : pool.write { db in
                let created = try Self.createIfNeeded(db, importingFrom: directory)
                let repaired = try Self.repairSettingsRow(db, path: path)
                let (data, notes) = try Self.load(db)
                return (data, (created ?? []) + repaired + notes, created != nil)
            }
        initialData = data
        createdNow = created
        warnings += notes
        // Other processes' commits are counted from here (``dataIfChanged()``).
        seenVersion = dataVersion(pool)
        identity = StoreFileIdentity(path: databaseURL.path)
        sideFiles = ["-wal", "-shm"].compactMap { suffix in StoreFileIdentity(path: path + suffix).map { (suffix, $0) } }
    }

    /// Writes a new database's first data: the old `userdata.json` when there is one, else the
    /// defaults. Runs once per database (marked in `meta`); returns its notes when it ran, nil
    /// when the database had its data already.
    private static func createIfNeeded(_ db: Database, importingFrom directory: URL) throws -> [String]? {
        let key = UserDataSchema.Meta.createdFrom
        guard try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) == nil else { return nil }
        var initial = UserData(), source = "defaults", notes: [String] = []
        switch LegacyUserDataImport.read(from: directory) {
        case .none: break
        case .imported(let data, let warnings): initial = data; source = "userdata.json"; notes = warnings
        case .unreadable(let message): notes = [message]; source = "defaults (userdata.json unreadable)"
        }
        try UserDataWriter(db).apply(from: .empty, to: initial)
        // Marked done only when every item is in: otherwise the transaction is undone, the old
        // file stays as it is, and the import runs again at the next start.
        let counts = try ["favorites", "ratings", "grocery_items", "caffeine_log"].map {
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? 0
        }
        let expected = [initial.favorites.count, initial.ratings.count, initial.grocery.items.count, initial.caffeineLog.count]
        guard counts == expected else {
            let lost = zip(expected, counts).map { $0 - $1 }.reduce(0, +)
            throw StoreProblem.other("\(directory.appendingPathComponent("userdata.json").path): \(lost) item(s) of the old user data could not be imported; it is kept and imported again at the next start")
        }
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?)", arguments: [key, source])
        return notes
    }

    /// Recreates a missing settings row (id 1) with the defaults, so later changes have a row to
    /// update; one line when it had to.
    private static func repairSettingsRow(_ db: Database, path: String) throws -> [String] {
        guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM settings WHERE id = 1") == 0 else { return [] }
        try UserDataWriter(db).recreateSettingsRow(UserData.Settings())
        return ["\(path): the settings were missing from the database; they are back to their defaults"]
    }

    private static func load(_ db: Database) throws -> (UserData, [String]) {
        var reader = UserDataReader(db)
        let data = try reader.read()
        return (data, reader.warnings)
    }

    /// The data in a database this process cannot write (read-only folder or disk), or nil.
    private func readOnlySnapshot() -> UserData? {
        guard FileManager.default.fileExists(atPath: databaseURL.path) else { return nil }
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(Self.busyTimeout)
        // A WAL database opens read-only only where its `-shm` file exists or can be made; in a
        // read-only folder, SQLite's `immutable` URI reads the file as it is instead.
        for path in [databaseURL.path, databaseURL.absoluteString + "?immutable=1"] {
            guard let queue = try? DatabaseQueue(path: path, configuration: config),
                  let (data, notes) = try? queue.read({ try Self.load($0) }) else { continue }
            warnings += notes
            return data
        }
        return nil
    }

    private func close() {
        try? pool?.close()
        pool = nil
    }

    // MARK: Saving and reading

    /// Writes the change from `old` to `new` in one transaction on the caller's thread
    /// (``StoreCommitter/save(from:to:)``). Throws ``StoreProblem`` when it is not committed.
    func save(from old: UserData, to new: UserData) throws(StoreProblem) -> (data: UserData, renumbered: [String: String]) {
        guard let committer = committer() else { throw unavailable ?? StoreProblem.other("the database is closed") }
        return try committer.save(from: old, to: new)
    }

    /// The commit as a value another thread may run; nil while the store is unavailable.
    func committer() -> StoreCommitter? { pool.map { StoreCommitter(pool: $0, path: databaseURL.path, identity: identity) } }

    /// Whether the open database file is no longer the one its path names (deleted, moved or
    /// replaced under the app): one `stat`, cheap enough for every poll.
    var hasMoved: Bool {
        guard pool != nil, let identity else { return false }
        return !identity.isAt(databasePath)
    }

    /// Closes the database this store opened, which its path no longer names: nothing more is
    /// written into it, and the store is unavailable for `problem`.
    ///
    /// Its write-ahead log and index are removed when they are still the ones it used: SQLite
    /// pairs them with whatever file the path names, so a restored database would be read with
    /// this one's uncommitted pages laid over it (its own changes lost). SQLite removes them itself
    /// only when the connection closing last can checkpoint, which a pool's readers cannot.
    func closeMovedDatabase(_ problem: StoreProblem) {
        close()
        let path = databaseURL.path
        for (suffix, id) in sideFiles where id.isAt(path + suffix) { unlink(path + suffix) }
        sideFiles = []
        unavailable = problem
    }

    /// Everything as the database has it, when another process (another window, the widget
    /// extension) committed since the last call: SQLite's `PRAGMA data_version` on the pool's
    /// writer connection, which changes with every commit made through any other connection;
    /// nil when nothing changed or the database cannot be read. Never call it while a commit of
    /// this process runs (it would wait for the writer).
    func dataIfChanged() -> UserData? {
        guard let pool, let version = dataVersion(pool), version != seenVersion else { return nil }
        seenVersion = version
        do {
            return try pool.read { (db: Database) throws -> UserData in
                var reader = UserDataReader(db)
                return try reader.read()
            }
        } catch { return nil }
    }

    /// The writer connection's `PRAGMA data_version`, nil when it cannot be read.
    private func dataVersion(_ pool: DatabasePool) -> Int? {
        do {
            return try pool.writeWithoutTransaction { (db: Database) throws -> Int? in
                try Int.fetchOne(db, sql: "PRAGMA data_version")
            }
        } catch { return nil }
    }
}
