import Observation

/// The values ``AppStorage`` properties read and write, by key (SwiftUI's `UserDefaults` as
/// `@AppStorage` uses it).
///
/// Views reading a key through an ``AppStorage`` property depend on that key alone: writing it
/// (from any view, an action or a main-actor task) runs again the `body` of each view that read
/// it, and no other. Every write is handed to the ``backing`` to keep for the next launch; the
/// live window (`SDLApp.run`) backs ``standard`` with a file in the app's config folder, read
/// before the first frame. Without a backing (tests, headless runs) the values last as long as
/// the process.
///
/// A store is used on the host's loop thread only (where views resolve and actions run). It is
/// `Observable` (what its keys hold is observed key by key), so a view holding one is the same
/// input while it holds the same store.
public final class AppStorageStore: Observable, @unchecked Sendable {
    /// The store `@AppStorage` properties use unless given another.
    public static let standard = AppStorageStore()

    /// One key's value, observed on its own, so a write invalidates only the views that read it.
    @Observable final class Entry {
        var value: AppStorageValue?
        init(_ value: AppStorageValue?) { self.value = value }
    }

    private var entries: [String: Entry] = [:]

    /// Where the values are kept between launches; setting it reads what it kept (over any value
    /// written before), so a host sets it before its first frame.
    public var backing: (any AppStorageBacking)? {
        didSet { loadFromBacking() }
    }

    /// An empty store kept by `backing` (nil: kept nowhere).
    public init(backing: (any AppStorageBacking)? = nil) {
        self.backing = backing
        loadFromBacking()
    }

    /// Takes what the backing kept over the values held (``backing`` is set, or the store made).
    private func loadFromBacking() {
        guard let backing else { return }
        for (key, value) in backing.load() { entry(key).value = value }
    }

    /// The value kept under `key`, nil when none is (a view reading it depends on the key).
    public func value(forKey key: String) -> AppStorageValue? { entry(key).value }

    /// Keeps `value` under `key` (nil removes it) and hands the store's values to the backing.
    public func set(_ value: AppStorageValue?, forKey key: String) {
        let e = entry(key)
        guard e.value != value else { return }
        e.value = value
        backing?.save(values)
    }

    /// Every key's value.
    public var values: [String: AppStorageValue] {
        var out: [String: AppStorageValue] = [:]
        for (key, e) in entries { if let v = e.value { out[key] = v } }
        return out
    }

    /// The entry of `key`, made empty the first time it is asked for.
    func entry(_ key: String) -> Entry {
        if let e = entries[key] { return e }
        let e = Entry(nil)
        entries[key] = e
        return e
    }
}
