/// What taking a database's write lock from another connection ran into
/// (`ReliabilityLiveTests.holdWriteLock(_:for:)`): the error its write threw, set on the holding
/// thread before it signals the waiting one, which reads it only after the signal.
final class LockFailure: @unchecked Sendable {
    var error: (any Error)?

    /// The lock was not taken within the wait.
    struct Timeout: Error, CustomStringConvertible {
        var description: String { "another connection did not take the database's write lock within 30 s" }
    }
}
