/// A failure the user has already been told about (on stderr, when it happened): the command
/// ends with `status` and prints nothing more, so each problem is reported once.
public struct ReportedFailure: Error, Sendable {
    public var status: Int32
    public init(status: Int32) { self.status = status }
}
