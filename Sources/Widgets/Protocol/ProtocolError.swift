/// A message between host and extension that breaks the protocol, described in one line.
public struct ProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
