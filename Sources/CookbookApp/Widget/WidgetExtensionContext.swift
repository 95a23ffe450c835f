import Foundation

/// What the caffeine widget's intents reach in the extension process: the shared store, the
/// catalogue's drinks and the wall clock. Set once by the extension at start-up.
public final class WidgetExtensionContext: @unchecked Sendable {
    /// The extension's context (nil outside the extension).
    public static let shared = WidgetExtensionContext()

    private let lock = NSLock()
    private var parts: (store: UserDataStore, drinks: [Drink], now: @Sendable () -> Date, calendar: Calendar)?

    /// Installs the extension's store, drinks, clock and calendar.
    public func install(store: UserDataStore, drinks: [Drink], calendar: Calendar, now: @escaping @Sendable () -> Date) {
        lock.withLock { parts = (store, drinks, now, calendar) }
    }

    /// The installed parts, or an error naming what is missing.
    func current() throws -> (store: UserDataStore, drinks: [Drink], now: @Sendable () -> Date, calendar: Calendar) {
        guard let p = lock.withLock({ parts }) else { throw AppError("the widget extension has no store") }
        return p
    }
}
