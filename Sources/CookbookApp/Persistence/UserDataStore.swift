import Foundation

/// Saves ``UserData`` so it survives restarts and crashes: every change is written to a temporary
/// file, flushed to disk, then atomically renamed over `userdata.json` (a crash leaves either the
/// old or the new file, never a torn one). An unreadable file is kept aside, never overwritten.
public final class UserDataStore {
    public let directory: URL
    public var fileURL: URL { directory.appendingPathComponent("userdata.json") }
    /// A message about a problem met while loading (shown once in the UI and on stderr).
    public private(set) var loadWarning: String?

    public init(directory: URL) { self.directory = directory }

    /// Loads saved data, or defaults when there is none. A corrupt file is renamed aside
    /// (`userdata.json.corrupt-<time>`) so no user data is lost, and defaults are used.
    public func load() -> UserData {
        guard let data = try? Data(contentsOf: fileURL) else { return UserData() }
        do {
            return try JSONDecoder().decode(UserData.self, from: data)
        } catch {
            let aside = fileURL.appendingPathExtension("corrupt-\(Int(Date().timeIntervalSince1970))")
            try? FileManager.default.moveItem(at: fileURL, to: aside)
            loadWarning = "\(fileURL.path): unreadable user data, kept as \(aside.lastPathComponent); starting fresh"
            return UserData()
        }
    }

    /// Writes the data durably and atomically.
    public func save(_ userData: UserData) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(userData)
        let tmp = directory.appendingPathComponent(".userdata.json.tmp-\(getpid())")
        guard FileManager.default.createFile(atPath: tmp.path, contents: data) else {
            throw AppError("\(tmp.path): cannot write user data")
        }
        let fd = open(tmp.path, O_RDONLY)
        if fd >= 0 { fsync(fd); close(fd) }
        if rename(tmp.path, fileURL.path) != 0 {
            throw AppError("\(fileURL.path): cannot replace user data (errno \(errno))")
        }
    }
}
