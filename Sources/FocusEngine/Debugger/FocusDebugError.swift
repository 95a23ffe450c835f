/// Why the focus debugger could not run: one line naming the problem (exit status 2).
public struct FocusDebugError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line message (no file name).
    public let message: String
    /// The 1-based line of the layout file the problem is on, when known.
    public let line: Int?

    /// An error with a message (newlines are flattened to keep it one line).
    public init(_ message: String, line: Int? = nil) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        self.line = line
    }

    /// The message, after "line L: " when the line is known.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }

    /// The message as the command line prints it: `FILE:LINE: message`, or `FILE: message`.
    public func message(file: String) -> String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}
