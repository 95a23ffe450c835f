import UICore
import GRDB

/// Writes the difference between two snapshots of user data as row inserts, updates and deletes
/// of the changed fields only (never rewriting a table or a row wholesale), so another process's
/// rows and fields — the widget extension's caffeine log entries, another app instance's grocery
/// items, its rename of an item this one ticked off — are never overwritten.
struct UserDataWriter {
    let db: Database

    init(_ db: Database) { self.db = db }

    /// Makes the database go from `old` to `new`, writing only what differs between them (a
    /// field another process changed meanwhile, and this one did not, keeps that process's
    /// value); returns the grocery items another process had already taken the number of, by
    /// their old id, with the id each was stored under.
    @discardableResult
    func apply(from old: UserData, to new: UserData) throws -> [String: String] {
        var renumbered: [String: String] = [:]
        if old.favorites != new.favorites { try favorites(from: old.favorites, to: new.favorites) }
        if old.ratings != new.ratings { try ratings(from: old.ratings, to: new.ratings) }
        if old.grocery != new.grocery { renumbered = try grocery(from: old.grocery, to: new.grocery) }
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
        for setting in UserDataSchema.metaSettings where setting.name(old.settings) != setting.name(new.settings) {
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [setting.key, setting.name(new.settings)])
        }
        return renumbered
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

    private func grocery(from old: GroceryList, to new: GroceryList) throws -> [String: String] {
        var renumbered: [String: String] = [:]
        var nextNumber = new.nextNumber
        var before: [String: (Int, GroceryList.Item)] = [:]
        for (i, item) in old.items.enumerated() { before[item.id] = (i, item) }
        let after = Set(new.items.map(\.id))
        for item in old.items where !after.contains(item.id) {
            guard let n = GroceryList.number(of: item.id) else { continue }
            try db.execute(sql: "DELETE FROM grocery_items WHERE id = ?", arguments: [n])
        }
        // Names another process added since this one last read: a new item of such a name is
        // that process's item already (two processes adding one recipe's ingredients).
        let known = Set(old.items.map { $0.name.lowercased() })
        let addedElsewhere = Set(try String.fetchAll(db, sql: "SELECT name FROM grocery_items").map { $0.lowercased() }).subtracting(known)
        for (i, item) in new.items.enumerated() {
            guard let n = GroceryList.number(of: item.id) else { continue }
            if let (j, was) = before[item.id] {
                // Only the fields this process changed: another's change to the others stands.
                var sets: [String] = [], values: [DatabaseValueConvertible] = []
                if j != i { sets.append("position = ?"); values.append(i) }
                if was.name != item.name { sets.append("name = ?"); values.append(item.name) }
                if was.isObtained != item.isObtained { sets.append("obtained = ?"); values.append(item.isObtained) }
                guard !sets.isEmpty else { continue }
                try db.execute(sql: "UPDATE grocery_items SET \(sets.joined(separator: ", ")) WHERE id = ?",
                               arguments: StatementArguments(values + [n]))
                // No row changed: another process deleted the item, and its deletion stands (the
                // list read back after this transaction no longer holds it).
                continue
            }
            if !item.name.isEmpty, addedElsewhere.contains(item.name.lowercased()) { continue }
            try db.execute(sql: "INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
                           arguments: [n, i, item.name, item.isObtained])
            guard db.changesCount == 0 else { continue }
            // Another process took this number since this one last read: take the next free one.
            let highest = try Int.fetchOne(db, sql: "SELECT MAX(id) FROM grocery_items") ?? 0
            let (free, overflow) = max(highest, nextNumber - 1).addingReportingOverflow(1)
            guard !overflow else { throw StoreProblem.other("the grocery list has run out of item numbers") }
            try db.execute(sql: "INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, ?, ?, ?)",
                           arguments: [free, i, item.name, item.isObtained])
            renumbered[item.id] = GroceryList.itemID(free)
            nextNumber = max(nextNumber, free == Int.max ? Int.max : free + 1)
        }
        if old.nextNumber != nextNumber {
            // Never lower it: another process may have handed out higher numbers.
            try db.execute(sql: """
                INSERT INTO meta (key, value) VALUES (?, ?)
                ON CONFLICT (key) DO UPDATE SET value = MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))
                """, arguments: [UserDataSchema.Meta.groceryNextNumber, String(nextNumber)])
        }
        return renumbered
    }
}
