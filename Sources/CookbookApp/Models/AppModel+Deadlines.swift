import Foundation

extension AppModel {
    /// Seconds the footer shows a confirmation ("Added … to the grocery list"): long enough to
    /// read a short sentence twice (tuned by eye).
    public static let messageDuration = 4.0

    /// Whether the footer shows ``lastMessage`` at `now`.
    public func showsMessage(at now: Double) -> Bool { lastMessage != nil && now - messageTime < Self.messageDuration }

    /// When the footer's message goes (the footer is a `TimelineView` on this moment).
    public var messageExpiry: Double { messageTime + Self.messageDuration }

    /// The next clock time after `now` at which the model needs a frame by itself (debounced
    /// text coming due for its commit), nil when nothing is pending. The host loop sleeps until
    /// then; what the views show by the clock (the footer's message) wakes it through their
    /// timelines.
    public func nextDeadline(after now: Double) -> Double? {
        // A request waiting for the runtime (Home's second step) needs the next frame now.
        [repository.nextCommitDeadline, gallery.slideshowDue, requests.isEmpty ? nil : now].compactMap { $0 }.min()
    }
}
