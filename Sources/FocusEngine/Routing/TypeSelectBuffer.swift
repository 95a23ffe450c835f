import UICore

/// The text typed so far for type-select: letters typed in quick succession build a prefix;
/// a pause starts a new one.
public struct TypeSelectBuffer: Sendable {
    /// Seconds of idle typing after which the next letter starts a new search. macOS's
    /// `NSTableView`/Finder type-select resets after about one second (AppKit ties it to the key
    /// repeat delay; one second is the value people meet in practice).
    public static let defaultTimeout = 1.0

    /// The clock the buffer reads (a `ManualClock` in tests and replays).
    public let clock: any TimeSource
    /// Idle seconds before a reset.
    public let timeout: Double
    /// The prefix typed so far.
    public private(set) var text = ""
    private var lastInput: Double = -.infinity

    /// A buffer on a clock.
    public init(clock: any TimeSource, timeout: Double = TypeSelectBuffer.defaultTimeout) {
        self.clock = clock
        self.timeout = timeout
    }

    /// Adds typed text and returns the prefix to search for. After ``timeout`` idle seconds
    /// the prefix starts over.
    @discardableResult
    public mutating func append(_ typed: String) -> String {
        let now = clock.now
        if now - lastInput > timeout { text = "" }
        text += typed
        lastInput = now
        return text
    }

    /// Whether a search is under way (typed within the timeout). While it is, a space is part
    /// of the search rather than an activation.
    public var isActive: Bool { !text.isEmpty && clock.now - lastInput <= timeout }

    /// Clears the prefix.
    public mutating func reset() {
        text = ""
        lastInput = -.infinity
    }
}
