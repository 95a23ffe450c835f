/// A widget view that cannot be archived, described in one line.
public struct ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
