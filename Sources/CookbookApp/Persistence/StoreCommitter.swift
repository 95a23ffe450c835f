import Foundation
import GRDB

/// The store's commit as a value any thread may run: the open database (GRDB's pool is safe
/// to use from any thread) and its path. ``UserDataStore/save(from:to:)`` runs it on the
/// caller's thread; ``BackgroundCommits`` on a thread of its own.
struct StoreCommitter: Sendable {
    let pool: DatabasePool
    let path: String
    /// The file the pool opened; a commit into anything else is refused (``StoreProblem/moved``).
    let identity: StoreFileIdentity?

    /// Writes the change from `old` to `new` in one transaction (only the fields that differ)
    /// and returns the data as the database now has it — this change merged with every other
    /// process's — with the new grocery items stored under another number (another process
    /// had taken theirs), old id to new. Throws ``StoreProblem`` when the change is not committed.
    func save(from old: UserData, to new: UserData) throws(StoreProblem) -> (data: UserData, renumbered: [String: String]) {
        // Into a file the path no longer names, a commit would be reported saved and lost.
        if let identity, !identity.isAt(path) { throw .moved }
        do {
            return try pool.write { db in
                let renumbered = try UserDataWriter(db).apply(from: old, to: new)
                var reader = UserDataReader(db)
                return (try reader.read(), renumbered)
            }
        } catch { throw StoreProblem.from(error, path: path) }
    }
}
