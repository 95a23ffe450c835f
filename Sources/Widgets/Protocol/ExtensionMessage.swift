/// What the widget extension answers.
public enum ExtensionMessage: Equatable, Sendable, Codable {
    /// Sent once at start-up, with the extension's process id.
    case hello(pid: Int32)
    /// A widget kind's timeline, every entry archived.
    case timeline(kind: String, entries: [WidgetArchive], policy: TimelineReloadPolicy)
    /// An intent ran to the end in process `pid`.
    case performed(request: Int, pid: Int32)
    /// A request failed: an intent's `request`, or a timeline's `kind`; both nil for a message
    /// that could not be read at all.
    case failed(request: Int?, kind: String?, message: String)
}
