import Foundation
import UIRuntime

/// Whether a path the store would open is a regular file, without opening it: a FIFO named
/// `cookbook.sqlite` made SQLite block before the first frame, and a symlink to `/dev/null` made
/// it write `/dev/null-journal`. A path that does not exist is fine (it will be created); a
/// symlink is followed to what it names.
enum RegularFileCheck {
    /// Nil when `path` is missing or is (or leads through symlinks to) a regular file; else the
    /// problem naming it and what it is.
    static func problem(_ path: String) -> StoreProblem? {
        var link = stat()
        guard lstat(path, &link) == 0 else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else {
            // A symlink that leads nowhere: SQLite would create whatever file it names.
            return .notARegularFile(path: path, what: "a symlink to nothing")
        }
        guard info.st_mode & S_IFMT != S_IFREG else { return nil }
        let what = UserFile.kind(info.st_mode)
        guard link.st_mode & S_IFMT == S_IFLNK else { return .notARegularFile(path: path, what: what) }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent()).resolvingSymlinksInPath().path
        }
        return .notARegularFile(path: path, what: "a symlink to \(target.map { "\($0), " } ?? "")\(what)")
    }
}
