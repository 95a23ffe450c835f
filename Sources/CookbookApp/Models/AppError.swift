/// A user-facing error: one line naming the file or input and the problem.
public struct AppError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
