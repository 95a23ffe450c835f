import Foundation

/// The wall clock and calendar the app reads dates from ("today", when a timeline entry is
/// due), injected apart from the animation clock so tests can set the date and time zone
/// (near midnight, across a time-zone change) without touching animation timing.
public struct WallClock: Sendable {
    /// The current date.
    public var now: @Sendable () -> Date
    /// The calendar whose time zone cuts the days.
    public var calendar: @Sendable () -> Calendar

    public init(now: @escaping @Sendable () -> Date, calendar: @escaping @Sendable () -> Calendar) {
        self.now = now; self.calendar = calendar
    }

    /// The system's clock and the user's current calendar and time zone.
    public static let system = WallClock(now: { Date() }, calendar: { Calendar.autoupdatingCurrent })
}
