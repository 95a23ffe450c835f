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

    /// Changes at the start of every minute of the clock (SwiftUI's `.everyMinute`).
    public static let everyMinute = periodic(from: 0, by: 60)

    /// Changes every frame (SwiftUI's `.animation`): content drawn from the time itself, such as
    /// a hand sweeping round a dial. The runtime then wakes for every frame while the view is
    /// shown, so the window never rests: prefer a schedule with moments where one will do.
    public static let animation = animation(minimumInterval: nil, paused: false)

    /// Changes every `minimumInterval` seconds (nil: every frame, a 60 Hz display's 1/60 s), or
    /// never while `paused` (SwiftUI's `.animation(minimumInterval:paused:)`).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineSchedule {
        // 1/60 s: the display refresh every window of this runtime is paced to.
        let step = minimumInterval.map { $0 > 0 && $0.isFinite ? $0 : 1.0 / 60 } ?? 1.0 / 60
        return TimelineSchedule { time in paused ? nil : time + step }
    }
}
