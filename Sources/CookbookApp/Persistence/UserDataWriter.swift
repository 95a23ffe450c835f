import GRDB

/// Writes the difference between two snapshots of user data as row inserts, updates and deletes
/// (never rewriting a table wholesale), so another process's rows — the widget extension's
/// caffeine log entries — are never overwritten.
struct UserDataWriter {
    let db: Database

    init(_ db: Database) { self.db = db }

    /// Makes the database go from `old` to `new`.
    func apply(from old: UserData, to new: UserData) throws {
        if old.favorites != new.favorites { try favorites(from: old.favorites, to: new.favorites) }
        if old.ratings != new.ratings { try ratings(from: old.ratings, to: new.ratings) }
        if old.grocery != new.grocery { try grocery(from: old.grocery, to: new.grocery) }
        if new.caffeineLog.count > old.caffeineLog.count {
            for e in new.caffeineLog[old.caffeineLog.count...] {
                try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES (?, ?, ?)",
                               arguments: [e.drinkID, e.caffeineMg, e.time])
            }
        }
        for (column, field) in UserDataSchema.settingsColumns where old.settings[keyPath: field] != new.settings[keyPath: field] {
            try db.execute(sql: "UPDATE settings SET \(column) = ? WHERE id = 1", arguments: [new.settings[keyPath: field]])
        }
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

    private func grocery(from old: GroceryList, to new: GroceryList) throws {
        var before: [String: (Int, GroceryList.Item)] = [:]
        for (i, item) in old.items.enumerated() { before[item.id] = (i, item) }
        let after = Set(new.items.map(\.id))
        for item in old.items where !after.contains(item.id) {
            guard let n = GroceryList.number(of: item.id) else { continue }
            try db.execute(sql: "DELETE FROM grocery_items WHERE id = ?", arguments: [n])
        }
        for (i, item) in new.items.enumerated() {
            guard let n = GroceryList.number(of: item.id) else { continue }
            if let (j, was) = before[item.id], j == i, was == item { continue }
            try db.execute(sql: """
                INSERT INTO grocery_items (id, position, name, obtained) VALUES (?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET position = excluded.position, name = excluded.name, obtained = excluded.obtained
                """, arguments: [n, i, item.name, item.isObtained])
        }
        if old.nextNumber != new.nextNumber {
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [UserDataSchema.Meta.groceryNextNumber, String(new.nextNumber)])
        }
    }
}
