/// A problem in a file a tool was given (a focus-debug layout, a scroll-debug scenario): one line
/// naming it, and the file's line when known. The command line prints it as `FILE:LINE: message`
/// and exits with status 2.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line naming the problem (no trailing newline, no file name).
    public let message: String
    /// The 1-based line of the file the problem is on, when known.
    public let line: Int?

    /// An error with a message (newlines are flattened to keep it on one line).
    public init(_ message: String, line: Int? = nil) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        self.line = line
    }

    /// The message, after "line L: " when the line is known.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }

    /// The message as the command line prints it: `FILE:LINE: message`, or `FILE: message`.
    public func message(file: String) -> String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}
