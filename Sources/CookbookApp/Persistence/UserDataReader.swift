import UICore
import GRDB

/// Reads user data out of the database, checking every value against ``UserDataLimits``: a row
/// that is out of range or of the wrong type is skipped (or a name shortened), and each kind of
/// problem is reported in one line instead of crashing later.
struct UserDataReader {
    let db: Database
    /// One line per kind of problem found.
    private(set) var warnings: [String] = []

    init(_ db: Database) { self.db = db }

    /// Reads everything.
    mutating func read() throws -> UserData {
        var data = UserData.empty
        data.favorites = try readFavorites()
        data.ratings = try readRatings()
        data.grocery = try readGrocery()
        data.caffeineLog = try readCaffeineLog()
        data.settings = try readSettings()
        return data
    }

    mutating func readFavorites() throws -> [String] {
        var skipped = 0, slugs: [String] = []
        for row in try Row.fetchAll(db, sql: "SELECT slug FROM favorites ORDER BY position, slug") {
            if let s = Self.text(row, "slug"), s.count <= UserDataLimits.identifierLength { slugs.append(s) } else { skipped += 1 }
        }
        note(skipped, "favourite")
        return slugs
    }

    mutating func readRatings() throws -> [String: Rating] {
        var skipped = 0, ratings: [String: Rating] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT slug, rating FROM ratings") {
            if let s = Self.text(row, "slug"), s.count <= UserDataLimits.identifierLength,
               let n = Self.integer(row, "rating"), let r = Int(exactly: n).flatMap(Rating.init(rawValue:)) {
                ratings[s] = r
            } else { skipped += 1 }
        }
        note(skipped, "rating")
        return ratings
    }

    mutating func readGrocery() throws -> GroceryList {
        var skipped = 0, shortened = 0, items: [GroceryList.Item] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, name, obtained FROM grocery_items ORDER BY position, id") {
            guard let id = Self.integer(row, "id"), id >= 1, var name = Self.text(row, "name"),
                  let obtained = Self.integer(row, "obtained") else { skipped += 1; continue }
            let bounded = BoundedName.clamped(name)
            if bounded.cut { name = bounded.name; shortened += 1 }
            items.append(GroceryList.Item(id: GroceryList.itemID(Int(id)), name: name, isObtained: obtained != 0))
        }
        note(skipped, "grocery item")
        if shortened > 0 { warnings.append("\(shortened) grocery name(s) longer than \(UserDataLimits.groceryNameLength) characters (or \(UserDataLimits.groceryNameBytes) bytes) were shortened") }
        let stored = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [UserDataSchema.Meta.groceryNextNumber])
            .flatMap { Int($0) } ?? 1
        return GroceryList(items: items, nextNumber: GroceryList.nextNumber(after: items, atLeast: stored))
    }

    mutating func readCaffeineLog() throws -> [CaffeineLogEntry] {
        var skipped = 0, log: [CaffeineLogEntry] = []
        for row in try Row.fetchAll(db, sql: "SELECT drink_id, caffeine_mg, time FROM caffeine_log ORDER BY time, id") {
            guard let drink = Self.text(row, "drink_id"), drink.count <= UserDataLimits.identifierLength,
                  let mg = Self.integer(row, "caffeine_mg").flatMap({ Int(exactly: $0) }), UserDataLimits.caffeineMg.contains(mg),
                  let time = Self.real(row, "time"), UserDataLimits.logTime.contains(time) else { skipped += 1; continue }
            log.append(CaffeineLogEntry(drinkID: drink, caffeineMg: mg, time: time))
        }
        note(skipped, "caffeine log entry")
        return log
    }

    func readSettings() throws -> UserData.Settings {
        var settings = UserData.Settings()
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM settings WHERE id = 1") else { return settings }
        for (column, field) in UserDataSchema.settingsColumns {
            if let n = Self.integer(row, column) { settings[keyPath: field] = n != 0 }
        }
        // A missing or unknown value keeps the default.
        for setting in UserDataSchema.metaSettings {
            if let s = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [setting.key]) {
                _ = setting.apply(&settings, s)
            }
        }
        return settings
    }

    private mutating func note(_ skipped: Int, _ kind: String) {
        if skipped > 0 { warnings.append("skipped \(skipped) damaged \(kind)(s) in the user data") }
    }

    // Values by their stored type (a damaged or hand-edited file may hold anything in any column).
    static func integer(_ row: Row, _ column: String) -> Int64? {
        guard row.hasColumn(column), case .int64(let n) = (row[column] as DatabaseValue).storage else { return nil }
        return n
    }

    static func real(_ row: Row, _ column: String) -> Double? {
        guard row.hasColumn(column) else { return nil }
        switch (row[column] as DatabaseValue).storage {
        case .double(let d): return d
        case .int64(let n): return Double(n)
        default: return nil
        }
    }

    static func text(_ row: Row, _ column: String) -> String? {
        guard row.hasColumn(column), case .string(let s) = (row[column] as DatabaseValue).storage else { return nil }
        return s
    }
}
