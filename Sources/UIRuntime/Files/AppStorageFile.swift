import Foundation
import UICore

/// Keeps an app's `AppStorageStore` values in a JSON file between launches (the live window's
/// `$XDG_CONFIG_HOME/NAME/app-storage.json`, `SDLApp.run`).
///
/// The file is read once, when the store takes the backing (through ``UserFile``: never waiting
/// on a special file, never reading more than ``sizeLimit`` bytes). Writes never make the loop
/// wait: each hands the values to a queue of the file's own, which writes the latest of them
/// (writes made meanwhile are folded into one) to a temporary file and renames it over the old
/// one, so the file always holds one whole set of values. ``flush(timeout:)`` waits for them at
/// the end of a run, at most a few seconds.
///
/// Nothing kept is ever lost to a fault: a file that is not app storage (or too large) is moved
/// aside to `app-storage.json.unreadable` (`.unreadable-2`, … when that is taken) and the app
/// starts from its defaults; a file that
/// cannot be read at all (no permission, a directory in its place) is never written over. Each
/// problem is one line naming the file, given to ``onProblem``.
public final class AppStorageFile: AppStorageBacking, @unchecked Sendable {
    /// The file.
    public let url: URL
    /// Told each problem in one line (`FILE: problem`); standard error unless set.
    public let onProblem: @Sendable (String) -> Void
    /// The largest file read (bytes): settings are a few hundred bytes; a mebibyte is far beyond
    /// any, near enough to refuse a stray file.
    public static let sizeLimit = 1 << 20

    private let queue = DispatchQueue(label: "app-storage-file")
    private let lock = NSLock()
    /// The latest values asked to be written and not yet taken by the queue.
    private var pending: [String: AppStorageValue]?
    /// Whether the file must not be written (it could not be read: writing would lose it).
    private var writesRefused = false

    /// A backing keeping values in `url`, telling `onProblem` what goes wrong.
    public init(url: URL, onProblem: @escaping @Sendable (String) -> Void = AppStorageFile.standardError) {
        self.url = url
        self.onProblem = onProblem
    }

    /// The file of an app named `name` (its window title): `app-storage.json` in its folder of
    /// `$XDG_CONFIG_HOME` (`~/.config` when that is not set), the folder named after the app
    /// with any `/` made `-`.
    public static func file(forApp name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true).appendingPathComponent(".config")
        let folder = name.replacingOccurrences(of: "/", with: "-")
        return config.appendingPathComponent(folder.isEmpty ? "app" : folder, isDirectory: true)
            .appendingPathComponent("app-storage.json")
    }

    /// Writes a problem's line on standard error.
    public static let standardError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public func load() -> [String: AppStorageValue] {
        let data: Data
        do { data = try UserFile.read(url.path, limit: Self.sizeLimit) } catch {
            switch error {
            case .missing: return [:]
            case .tooLarge: setAside("it is larger than \(UserFile.describe(bytes: Self.sizeLimit))")
            case .notARegularFile, .unreadable:
                refuseWrites()
                onProblem("\(url.path): cannot read the app's kept settings: \(error) (the defaults are used, and the file is left as it is)")
            }
            return [:]
        }
        do {
            return try JSONDecoder().decode([String: AppStorageValue].self, from: data)
        } catch {
            setAside("it is not app storage")
            return [:]
        }
    }

    public func save(_ values: [String: AppStorageValue]) {
        lock.lock()
        let refused = writesRefused, first = pending == nil
        pending = values
        lock.unlock()
        guard !refused, first else { return }
        queue.async { [self] in writePending() }
    }

    /// Waits for the writes asked for so far, at most `timeout` seconds; returns whether they are done.
    @discardableResult
    public func flush(timeout: Double = 2) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: .now() + timeout) == .success
    }

    /// Writes the latest values asked for (on the queue).
    private func writePending() {
        lock.lock()
        let values = pending
        pending = nil
        lock.unlock()
        guard let values else { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(values).write(to: url, options: .atomic)
        } catch {
            onProblem("\(url.path): cannot keep the app's settings (\(error.localizedDescription)); they last until the app quits")
        }
    }

    /// Moves a file that is not app storage aside, so the next write cannot lose it.
    private func setAside(_ why: String) {
        // A file set aside before is kept too: the first free name.
        var aside = url.appendingPathExtension("unreadable"), n = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            n += 1
            aside = url.appendingPathExtension("unreadable-\(n)")
        }
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            onProblem("\(url.path): \(why); kept as \(aside.lastPathComponent), the defaults are used")
        } catch {
            refuseWrites()
            onProblem("\(url.path): \(why), and it cannot be moved aside (\(error.localizedDescription)); the defaults are used and the file is left as it is")
        }
    }

    private func refuseWrites() {
        lock.lock()
        writesRefused = true
        lock.unlock()
    }
}
