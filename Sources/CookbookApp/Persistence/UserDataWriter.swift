import UICore
import GRDB

/// Writes the difference between two snapshots of user data as row inserts, updates and deletes
/// (never rewriting a table wholesale), so another process's rows — the widget extension's
/// caffeine log entries, another app instance's grocery items — are never overwritten.
struct UserDataWriter {
    let db: Database

    init(_ db: Database) { self.db = db }

    /// Makes the database go from `old` to `new`; returns `new` with the grocery items another
    /// process had already taken the number of renumbered.
    @discardableResult
    func apply(from old: UserData, to new: UserData) throws -> UserData {
        var saved = new
        if old.favorites != new.favorites { try favorites(from: old.favorites, to: new.favorites) }
        if old.ratings != new.ratings { try ratings(from: old.ratings, to: new.ratings) }
        if old.grocery != new.grocery { saved.grocery = try grocery(from: old.grocery, to: new.grocery) }
        if new.caffeineLog.count > old.caffeineLog.count {
            for e in new.caffeineLog[old.caffeineLog.count...] {
                try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES (?, ?, ?)",
                               arguments: [e.drinkID, e.caffeineMg, e.time])
            }
        }
        for (column, field) in UserDataSchema.settingsColumns where old.settings[keyPath: field] != new.settings[keyPath: field] {
            try db.execute(sql: "UPDATE settings SET \(column) = ? WHERE id = 1", arguments: [new.settings[keyPath: field]])
            // No row changed: the settings row is gone (deleted by hand or by another tool), and
            // the change would be reported saved while nothing was. Recreate it with `new`.
            if db.changesCount == 0 { try recreateSettingsRow(new.settings) }
        }
        if old.settings.crownSensitivity != new.settings.crownSensitivity {
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [UserDataSchema.Meta.crownSensitivity, new.settings.crownSensitivity.rawValue])
        }
        return saved
    }

    /// Writes the settings row (id 1) afresh holding `settings`; throws when no row could be made.
    func recreateSettingsRow(_ settings: UserData.Settings) throws {
        let columns = UserDataSchema.settingsColumns
        let names = (["id"] + columns.map(\.column)).joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        try db.execute(sql: "INSERT INTO settings (\(names)) VALUES (\(marks)) ON CONFLICT (id) DO NOTHING",
                       arguments: StatementArguments([1] + columns.map { settings[keyPath: $0.field] as DatabaseValueConvertible }))
        guard db.changesCount == 1 else { throw StoreProblem.other("the settings could not be written (their row is missing and cannot be made)") }
    }

    private func favorites(from old: [String], to new: [String]) throws {
        let kept = Set(new), had = Set(old)
        for slug in old where !kept.contains(slug) {
            try db.execute(sql: "DELETE FROM favorites WHERE slug = ?", arguments: [slug])
        }
        // New favourites go last, after whatever any process added before.
        for slug in new where !had.contains(slug) {
            try db.execute(sql: """
                INSERT INTO favorites (slug, position) VALUES (?, (SELECT COALESCE(MAX(position), 0) + 1 FROM favorites))
                ON CONFLICT (slug) DO NOTHING
                """, arguments: [slug])
        }
    }

    private func ratings(from old: [String: Rating], to new: [String: Rating]) throws {
        for slug in Set(old.keys).union(new.keys) where old[slug] != new[slug] {
            if let r = new[slug] {
                try db.execute(sql: "INSERT INTO ratings (slug, rating) VALUES (?, ?) ON CONFLICT (slug) DO UPDATE SET rating = excluded.rating",
                               arguments: [slug, r.rawValue])
            } else {
                try db.execute(sql: "DELETE FROM ratings WHERE slug = ?", arguments: [slug])
            }
        }
    }

    private func grocery(from old: GroceryList, to new: GroceryList) throws -> GroceryList {
        var saved = new
        var before: [String: (Int, GroceryList.Item)] = [:]
        for (i, item) in old.items.enumerated() { before[item.id] = (i, item) }
        let after = Set(new.items.map(\.id))
        for item in old.items where !after.contains(item.id) {
            guard let n = GroceryList.number(of: item.id) else { continue }
            try db.execute(sql: "DELETE FROM grocery_items WHERE id = ?", arguments: [n])
        }
        for (i, item) in new.items.enumerated() {
            guard let n = GroceryList.number(of: item.id) else { continue }
            if let (j, was) = before[item.id] {
                if j == i, was == item { continue }
                try db.execute(sql: "UPDATE grocery_items SET position = ?, name = ?, obtained = ? WHERE id = ?",
                               arguments: [i, item.name, item.isObtained, n])
                continue
            }
            try db.execute(sql: "INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
                           arguments: [n, i, item.name, item.isObtained])
            guard db.changesCount == 0 else { continue }
            // Another process took this number since this one last read: take the next free one.
            let highest = try Int.fetchOne(db, sql: "SELECT MAX(id) FROM grocery_items") ?? 0
            let (free, overflow) = max(highest, saved.nextNumber - 1).addingReportingOverflow(1)
            guard !overflow else { throw StoreProblem.other("the grocery list has run out of item numbers") }
            try db.execute(sql: "INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, ?, ?, ?)",
                           arguments: [free, i, item.name, item.isObtained])
            saved.items[i].id = GroceryList.itemID(free)
            saved.nextNumber = GroceryList.nextNumber(after: saved.items, atLeast: saved.nextNumber)
        }
        if old.nextNumber != saved.nextNumber {
            // Never lower it: another process may have handed out higher numbers.
            try db.execute(sql: """
                INSERT INTO meta (key, value) VALUES (?, ?)
                ON CONFLICT (key) DO UPDATE SET value = MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))
                """, arguments: [UserDataSchema.Meta.groceryNextNumber, String(saved.nextNumber)])
        }
        return saved
    }
}
