import Foundation

/// Moves a database that cannot be read out of the way, keeping it: `cookbook.sqlite` (with its
/// `-wal` and `-shm`) becomes `cookbook.sqlite.corrupt-<UTC time to the millisecond>[-N]`.
/// Names never collide: each is claimed with `link(2)`, which fails rather than replace a file,
/// and a counter is added until a free name is found.
enum CorruptFileAside {
    /// Moves `file` (and its SQLite side files) aside; returns the new name of the main file.
    static func move(_ file: URL, now: Date = Date()) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        let stamp = formatter.string(from: now)
        let base = "\(file.lastPathComponent).corrupt-\(stamp)"
        var counter = 0
        while true {
            let name = counter == 0 ? base : "\(base)-\(counter)"
            let target = file.deletingLastPathComponent().appendingPathComponent(name)
            if try claim(file.path, as: target.path) {
                for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: file.path + suffix) {
                    _ = try claim(file.path + suffix, as: target.path + suffix)
                }
                return name
            }
            counter += 1
        }
    }

    /// Renames `source` to `target` unless `target` exists (false then); throws on other failures.
    private static func claim(_ source: String, as target: String) throws -> Bool {
        if link(source, target) == 0 {
            unlink(source)
            return true
        }
        let code = errno
        if code == EEXIST { return false }
        // File systems without hard links: check, then rename (the caller holds the store lock,
        // so no other cookbook process races for the name).
        guard code == EPERM || code == ENOTSUP || code == EXDEV else { throw StoreProblem.posix(code, path: source) }
        if FileManager.default.fileExists(atPath: target) { return false }
        guard rename(source, target) == 0 else { throw StoreProblem.posix(errno, path: source) }
        return true
    }
}
