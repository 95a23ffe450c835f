import Foundation

/// What wakes the host when work finished on another thread waits for the main thread: set on
/// the main thread (once the host is known), called from the commit or reopening thread.
final class WakeSignal: @unchecked Sendable {
    /// Guards `action`.
    private let lock = NSLock()
    private var action: @Sendable () -> Void = {}

    /// The host's wake-up (the live window posts an event that ends its sleep).
    var wake: @Sendable () -> Void {
        get { lock.withLock { action } }
        set { lock.withLock { action = newValue } }
    }

    /// Wakes the host, from any thread.
    func callAsFunction() { wake() }
}
