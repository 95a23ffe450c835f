import Foundation

/// A flag true for the first ``take()`` only, from any thread: what a database's first
/// connection (GRDB opens its writer first) does once (``UserDataStore``'s creation of a new file).
final class FirstCall: @unchecked Sendable {
    // `@unchecked`: `pending` is only touched under `lock`.
    private let lock = NSLock()
    private var pending: Bool

    /// A flag whose first take gives `armed`, every later one false.
    init(_ armed: Bool) { pending = armed }

    /// Whether this is the first call and the flag was armed.
    func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let first = pending
        pending = false
        return first
    }
}
