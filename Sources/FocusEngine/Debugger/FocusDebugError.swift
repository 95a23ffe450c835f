/// Why the focus debugger could not run: one line naming the problem (exit status 2).
public struct FocusDebugError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public let message: String

    /// An error with a message (newlines are flattened to keep it one line).
    public init(_ message: String) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The message.
    public var description: String { message }
}
