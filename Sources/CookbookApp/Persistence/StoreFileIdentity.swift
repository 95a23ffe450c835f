import Foundation

/// Which file a path named when the store opened it: its device and inode numbers. A database
/// deleted, moved or replaced under a running app (a sync tool, a restore, "reset by deleting
/// it") keeps its open file, now another file than the path names; SQLite in WAL mode goes on
/// committing into it without a word. Comparing the two tells.
struct StoreFileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of what `path` names now (symlinks followed), nil when nothing is there.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Whether `path` still names this file.
    func isAt(_ path: String) -> Bool { StoreFileIdentity(path: path) == self }
}
