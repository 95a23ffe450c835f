/// A scroll-debug scenario that cannot be evaluated; ``message`` is one line naming the problem.
public struct ScrollDebugError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line naming the problem (no trailing newline).
    public let message: String

    /// An error with a message (newlines are flattened to keep it on one line).
    public init(_ message: String) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The message.
    public var description: String { message }
}
