import Foundation

extension AppModel {
    /// Seconds the footer shows a confirmation ("Added … to the grocery list"): long enough to
    /// read a short sentence twice (tuned by eye).
    public static let messageDuration = 4.0

    /// Whether the footer shows ``lastMessage`` at `now`.
    public func showsMessage(at now: Double) -> Bool { lastMessage != nil && now - messageTime < Self.messageDuration }

    /// The next clock time after `now` at which the model needs a frame by itself (the footer
    /// message expiring, debounced text coming due for its commit), nil when nothing is pending.
    /// The host loop sleeps until then.
    public func nextDeadline(after now: Double) -> Double? {
        let message = showsMessage(at: now) ? messageTime + Self.messageDuration : nil
        return [message, nextCommitDeadline].compactMap { $0 }.min()
    }
}
