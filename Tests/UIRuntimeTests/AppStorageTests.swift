import Foundation
import Testing
import UICore
@testable import UIRuntime

/// A quality setting kept as its raw string, as apps keep enums in `@AppStorage`.
enum StreamQuality: String { case automatic, high, low }
/// A layout kept as its raw integer.
enum ShelfLayout: Int { case rows = 0, grid = 1 }

/// The autoplay row of a settings screen: reads one key.
private struct AutoplayRow: View {
    let store: AppStorageStore
    @AppStorage var autoplay: Bool
    init(store: AppStorageStore) {
        self.store = store
        _autoplay = AppStorage(wrappedValue: true, "autoplay", store: store)
    }
    var body: some View {
        VStack {
            Toggle("Autoplay", isOn: $autoplay).id("autoplay")
            Text(autoplay ? "Autoplay on" : "Autoplay off").id("autoplay-state")
        }
    }
}

/// The quality row: reads another key.
private struct QualityRow: View {
    @AppStorage var quality: StreamQuality
    init(store: AppStorageStore) { _quality = AppStorage(wrappedValue: .automatic, "quality", store: store) }
    var body: some View {
        Button("Quality: \(quality.rawValue)") { quality = quality == .high ? .low : .high }.id("quality")
    }
}

/// A settings screen of the two rows.
private struct SettingsPage: View {
    let store: AppStorageStore
    var body: some View { VStack { AutoplayRow(store: store); QualityRow(store: store) } }
}

/// `@AppStorage`, from Apple's page: "A property wrapper type that reflects a value from
/// UserDefaults and invalidates a view on a change in value in that user default", and the
/// kinds its initialisers take; and the file that keeps the values between launches, which
/// must never lose them to a bad file.
@MainActor
@Suite struct AppStorageTests {
    /// A folder of the test's own (never the real home).
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("app-storage-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Problems a file reported.
    final class Problems: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    @Test func aWriteRunsAgainTheViewsThatReadTheKeyAndNoOther() throws {
        let clock = ManualClock(), store = AppStorageStore()
        let host = countingHost(clock: clock) { SettingsPage(store: store) }
        #expect(host.text(of: "autoplay-state") == "Autoplay on", "the default when nothing is kept")
        pressReturn(on: "autoplay", in: host)
        _ = host.frame()
        settle(host, clock)
        #expect(host.text(of: "autoplay-state") == "Autoplay off")
        #expect(store.value(forKey: "autoplay") == .bool(false))
        #expect(host.evaluations.evaluationsByType["AutoplayRow"] == 1, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["QualityRow"] == nil, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["SettingsPage"] == nil, "\(host.evaluations.evaluationsByType)")
        // A write made outside the views (a main-actor task, another window) shows too.
        host.evaluations.resetCounters()
        store.set(.string("low"), forKey: "quality")
        _ = host.frame()
        #expect(host.text(of: "quality") == "Quality: low")
        #expect(host.evaluations.evaluationsByType["QualityRow"] == 1, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["AutoplayRow"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    @Test func eachKindReadsBackWhatWasWrittenAndItsDefaultOtherwise() {
        let store = AppStorageStore()
        let flag = AppStorage(wrappedValue: false, "flag", store: store)
        let count = AppStorage(wrappedValue: 3, "count", store: store)
        let volume = AppStorage(wrappedValue: 0.5, "volume", store: store)
        let name = AppStorage(wrappedValue: "Guest", "name", store: store)
        let home = AppStorage(wrappedValue: URL(string: "https://example.com")!, "home", store: store)
        let bytes = AppStorage(wrappedValue: [UInt8](), "bytes", store: store)
        let quality = AppStorage(wrappedValue: StreamQuality.automatic, "quality", store: store)
        let layout = AppStorage(wrappedValue: ShelfLayout.rows, "layout", store: store)
        let nickname = AppStorage<String?>("nickname", store: store)
        #expect(flag.wrappedValue == false && count.wrappedValue == 3 && volume.wrappedValue == 0.5 && name.wrappedValue == "Guest")
        #expect(home.wrappedValue.absoluteString == "https://example.com" && bytes.wrappedValue.isEmpty)
        #expect(quality.wrappedValue == .automatic && layout.wrappedValue == .rows && nickname.wrappedValue == nil)
        flag.wrappedValue = true; count.wrappedValue = 7; volume.wrappedValue = 0.25; name.wrappedValue = "Ana"
        home.wrappedValue = URL(string: "https://example.org/tv")!; bytes.wrappedValue = [1, 2, 255]
        quality.wrappedValue = .high; layout.wrappedValue = .grid; nickname.wrappedValue = "Nana"
        #expect(flag.wrappedValue && count.wrappedValue == 7 && volume.wrappedValue == 0.25 && name.wrappedValue == "Ana")
        #expect(home.wrappedValue.absoluteString == "https://example.org/tv" && bytes.wrappedValue == [1, 2, 255])
        #expect(quality.wrappedValue == .high && layout.wrappedValue == .grid && nickname.wrappedValue == "Nana")
        // nil removes the key; a key kept as another kind (or no case) reads as the default.
        nickname.wrappedValue = nil
        #expect(store.value(forKey: "nickname") == nil)
        store.set(.string("seven"), forKey: "count")
        store.set(.string("ultra"), forKey: "quality")
        store.set(.int(2), forKey: "volume")
        #expect(count.wrappedValue == 3 && quality.wrappedValue == .automatic && volume.wrappedValue == 2)
    }

    @Test func theFileKeepsTheValuesForTheNextLaunch() throws {
        let url = Self.folder().appendingPathComponent("Shows/app-storage.json"), problems = Problems()
        let first = AppStorageFile(url: url, onProblem: problems.add)
        let store = AppStorageStore(backing: first)
        let quality = AppStorage(wrappedValue: StreamQuality.automatic, "quality", store: store)
        // Many writes in a row are folded; the file holds the last.
        for i in 0..<500 { AppStorage(wrappedValue: 0, "count", store: store).wrappedValue = i }
        quality.wrappedValue = .low
        #expect(first.flush())
        let relaunched = AppStorageStore(backing: AppStorageFile(url: url, onProblem: problems.add))
        #expect(relaunched.value(forKey: "count") == .int(499))
        #expect(AppStorage(wrappedValue: StreamQuality.automatic, "quality", store: relaunched).wrappedValue == .low)
        #expect(problems.all.isEmpty, "\(problems.all)")
    }

    @Test func aFileThatIsNotAppStorageIsSetAsideNeverLost() throws {
        let dir = Self.folder(), url = dir.appendingPathComponent("app-storage.json"), problems = Problems()
        try Data("{ not json".utf8).write(to: url)
        try Data("an older bad file".utf8).write(to: url.appendingPathExtension("unreadable"))
        let backing = AppStorageFile(url: url, onProblem: problems.add)
        let store = AppStorageStore(backing: backing)
        #expect(store.values.isEmpty)
        #expect(problems.all.count == 1 && problems.all[0].hasPrefix(url.path + ": it is not app storage"), "\(problems.all)")
        #expect(try String(contentsOf: url.appendingPathExtension("unreadable-2"), encoding: .utf8) == "{ not json")
        #expect(try String(contentsOf: url.appendingPathExtension("unreadable"), encoding: .utf8) == "an older bad file")
        // The app goes on and keeps what it writes.
        store.set(.bool(true), forKey: "autoplay")
        #expect(backing.flush())
        #expect(AppStorageStore(backing: AppStorageFile(url: url)).value(forKey: "autoplay") == .bool(true))
    }

    @Test func aFileThatCannotBeReadIsNeverWrittenOver() throws {
        let dir = Self.folder(), url = dir.appendingPathComponent("app-storage.json"), problems = Problems()
        // A folder where the file should be: not a regular file.
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: url.appendingPathComponent("inside.txt"))
        let backing = AppStorageFile(url: url, onProblem: problems.add)
        let store = AppStorageStore(backing: backing)
        store.set(.int(1), forKey: "count")
        #expect(backing.flush())
        #expect(store.value(forKey: "count") == .int(1), "the value lasts while the app runs")
        #expect(problems.all.count == 1 && problems.all[0].contains("cannot read the app's kept settings"), "\(problems.all)")
        #expect(try String(contentsOf: url.appendingPathComponent("inside.txt"), encoding: .utf8) == "keep me")
    }

    @Test func theFileLivesInTheAppsConfigFolder() {
        // Folders of the test's own stand for the config folder and the home.
        let config = Self.folder(), home = Self.folder()
        let xdg = AppStorageFile.file(forApp: "TV/Shows", environment: ["XDG_CONFIG_HOME": config.path, "HOME": home.path])
        #expect(xdg.path == config.appendingPathComponent("TV-Shows/app-storage.json").path)
        let fallback = AppStorageFile.file(forApp: "Shows", environment: ["HOME": home.path])
        #expect(fallback.path == home.appendingPathComponent(".config/Shows/app-storage.json").path)
    }
}
