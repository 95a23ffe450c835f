/// A check that did not hold (a replay's `expect` line): exit 1 with its message.
public struct CheckFailed: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
