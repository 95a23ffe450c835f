/// A connection to one running widget extension, as the host sees it.
///
/// ``ProcessWidgetTransport`` talks to a child process over pipes; tests use an in-memory one.
public protocol WidgetTransport: AnyObject {
    /// Sends a message (silently dropped when the extension is gone; the host notices by
    /// ``isAlive`` or by the missing answer).
    func send(_ message: HostMessage)
    /// The messages that arrived since the last call, in order (never blocks).
    func receive() -> [ExtensionMessage]
    /// False once the extension exited, crashed or broke the protocol.
    var isAlive: Bool { get }
    /// Stops the extension (a hung one is killed).
    func terminate()
    /// Lets the extension finish what it was sent before ``HostMessage/shutdown`` and end the
    /// session by itself (it closes its output, or exits), for at most `grace` seconds, then
    /// stops it as ``terminate()`` does.
    func finish(within grace: Double)
    /// Why the extension is no longer alive, in a few words ("it exited with status 2: …"),
    /// when the transport knows more than that it stopped.
    var problem: String? { get }
}

extension WidgetTransport {
    public var problem: String? { nil }
    /// A transport with nothing running outside the process stops at once.
    public func finish(within grace: Double) { terminate() }
}
