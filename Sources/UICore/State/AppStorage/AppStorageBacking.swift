/// Where an ``AppStorageStore`` keeps its values between launches: a file the host names (the
/// live window's `$XDG_CONFIG_HOME/NAME/app-storage.json`), or nothing (tests, headless runs).
public protocol AppStorageBacking: AnyObject, Sendable {
    /// The values kept by the last launch; empty when there are none (or they cannot be read:
    /// the backing says why in its own way, and keeps what it could not read).
    func load() -> [String: AppStorageValue]
    /// Keeps `values` (every key the store holds) for the next launch. Called on the host's loop
    /// thread: a backing that writes a file does it on a thread of its own, never making the
    /// caller wait.
    func save(_ values: [String: AppStorageValue])
}
