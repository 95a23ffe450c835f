/// The host's request an intent is performing for, readable inside `perform()`.
///
/// The host numbers every tap; when the extension dies mid-intent the host retries once with
/// the same number. An intent that writes data records ``current`` with its change in one
/// transaction (e.g. a unique column), so a retry of a change that was already committed is
/// recognised and never applied twice.
public struct IntentRequest: Hashable, Sendable {
    /// The host's request number, unique within one host session.
    public var number: Int
    /// The host session (its process id and start time), so numbers of different sessions differ.
    public var session: String

    public init(number: Int, session: String) { self.number = number; self.session = session }

    /// A key unique across sessions: `session#number`.
    public var key: String { "\(session)#\(number)" }

    /// The request being performed, set by the extension around `perform()`.
    @TaskLocal public static var current: IntentRequest?
}
