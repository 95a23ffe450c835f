import Foundation
import GRDB

/// What the caffeine widget's extension process reads and writes in the shared store.
extension UserDataStore {
    /// Logs a drink for a widget intent in one transaction. `requestKey` identifies the host's
    /// request: a retry of a request already logged changes nothing and returns false.
    @discardableResult
    public func logDrink(_ entry: CaffeineLogEntry, utcOffset: Int, requestKey: String?) throws -> Bool {
        guard let pool else { throw unavailable ?? StoreProblem.damaged }
        guard UserDataLimits.caffeineMg.contains(entry.caffeineMg), UserDataLimits.logTime.contains(entry.time) else {
            throw StoreProblem.other("a caffeine log entry out of range (\(entry.caffeineMg) mg at \(entry.time))")
        }
        return try pool.write { db in
            try db.execute(sql: """
                INSERT OR IGNORE INTO caffeine_log (drink_id, caffeine_mg, time, utc_offset, request_key)
                VALUES (?, ?, ?, ?, ?)
                """, arguments: [entry.drinkID, entry.caffeineMg, entry.time, utcOffset, requestKey])
            return db.changesCount > 0
        }
    }

    /// The drinks logged in `interval` (wall-clock), oldest first; out-of-range rows are skipped.
    public func caffeineLog(in interval: DateInterval) throws -> [CaffeineLogEntry] {
        guard let pool else { throw unavailable ?? StoreProblem.damaged }
        return try pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, drink_id, caffeine_mg, time FROM caffeine_log WHERE time >= ? AND time < ? ORDER BY time, id
                """, arguments: [interval.start.timeIntervalSince1970, interval.end.timeIntervalSince1970])
            .compactMap { row in
                // Read leniently: a damaged row (text where a number belongs) is skipped, never a trap.
                guard let drink = String.fromDatabaseValue(row["drink_id"]), let mg = Int.fromDatabaseValue(row["caffeine_mg"]),
                      let time = Double.fromDatabaseValue(row["time"]), UserDataLimits.caffeineMg.contains(mg) else { return nil }
                var entry = CaffeineLogEntry(drinkID: drink, caffeineMg: mg, time: time)
                entry.rowID = row["id"] as Int64?
                return entry
            }
        }
    }

    /// Removes the logged drink with row id `rowID` (the widget's Undo, in one transaction).
    /// The id names one entry, so a retried request finds it gone and changes nothing; returns
    /// whether a row was removed.
    @discardableResult
    public func removeLoggedDrink(rowID: Int64) throws -> Bool {
        try removeLoggedDrinks(sql: "DELETE FROM caffeine_log WHERE id = ?", arguments: [rowID])
    }

    /// Removes the drink logged by the intent request `requestKey` (an Undo tapped before the
    /// entry showing that drink arrived); returns whether a row was removed.
    @discardableResult
    public func removeLoggedDrink(requestKey: String) throws -> Bool {
        try removeLoggedDrinks(sql: "DELETE FROM caffeine_log WHERE request_key = ?", arguments: [requestKey])
    }

    /// Runs one `DELETE` of logged drinks in a transaction; returns whether a row was removed.
    private func removeLoggedDrinks(sql: String, arguments: StatementArguments) throws -> Bool {
        guard let pool else { throw unavailable ?? StoreProblem.damaged }
        return try pool.write { db in
            try db.execute(sql: sql, arguments: arguments)
            return db.changesCount > 0
        }
    }

    /// The widget's "Decaf only" switch.
    public func widgetDecafOnly() throws -> Bool {
        guard let pool else { throw unavailable ?? StoreProblem.damaged }
        return try pool.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [UserDataSchema.Meta.widgetDecafOnly]) == "1"
        }
    }

    /// Sets the widget's "Decaf only" switch.
    public func setWidgetDecafOnly(_ on: Bool) throws {
        guard let pool else { throw unavailable ?? StoreProblem.damaged }
        try pool.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                           arguments: [UserDataSchema.Meta.widgetDecafOnly, on ? "1" : "0"])
        }
    }
}
