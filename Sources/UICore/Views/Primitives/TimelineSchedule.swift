/// The moments a ``TimelineView``'s content changes (SwiftUI's `TimelineSchedule`), in the
/// seconds of the clock the host reads frames against.
///
/// The runtime asks the schedule for its next moment after each frame and wakes up then, so a
/// view that shows the time needs no deadline of its own elsewhere.
public struct TimelineSchedule: Sendable {
    /// The first moment after `time`, nil when the content never changes again.
    public let next: @Sendable (_ after: Double) -> Double?

    /// A schedule from a function giving the first moment after a time.
    public init(next: @escaping @Sendable (_ after: Double) -> Double?) {
        self.next = next
    }

    /// Changes at the given moments (SwiftUI's `.explicit(_:)`).
    public static func explicit(_ moments: [Double]) -> TimelineSchedule {
        let sorted = moments.filter(\.isFinite).sorted()
        return TimelineSchedule { time in sorted.first { $0 > time } }
    }

    /// Changes every `interval` seconds from `start` on (SwiftUI's `.periodic(from:by:)`);
    /// a non-positive or non-finite interval never changes.
    public static func periodic(from start: Double, by interval: Double) -> TimelineSchedule {
        guard interval > 0, interval.isFinite, start.isFinite else { return TimelineSchedule { _ in nil } }
        return TimelineSchedule { time in
            guard time >= start else { return start }
            return start + ((time - start) / interval).rounded(.down) * interval + interval
        }
    }
}
