import UICore

/// The footer's short confirmation ("Added … to the grocery list"): what it says, since when,
/// and whether it still shows.
///
/// Each message set is also handed to spoken feedback. The footer is a `TimelineView` on
/// ``expiry``, so the runtime wakes up when the message goes and sleeps otherwise.
public final class FooterMessage: ObservableModel {
    /// Seconds the footer shows a message: long enough to read a short sentence twice (tuned by eye).
    public static let duration = 4.0

    private let services: ModelServices

    /// The message (nil: none), set when something the user did needs a word.
    @Observed public var text: String? {
        didSet {
            time = services.clock.now
            if let text { services.say(text) }
        }
    }
    /// The clock time the message was set.
    @Observed public private(set) var time = -Double.infinity

    /// A footer saying `initial` from the clock's start (a problem met opening the user data,
    /// shown for the first seconds; runtime clocks start at 0), not spoken.
    init(services: ModelServices, initial: String?) {
        self.services = services
        if let initial { text = initial; time = 0 }
    }

    /// Whether the footer shows ``text`` at `now`.
    public func isShowing(at now: Double) -> Bool { text != nil && now - time < Self.duration }

    /// When the message goes.
    public var expiry: Double { time + Self.duration }
}
