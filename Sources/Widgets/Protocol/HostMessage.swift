/// What the host asks of the widget extension.
public enum HostMessage: Hashable, Sendable, Codable {
    /// Render the timeline of a widget kind into archives.
    case timeline(kind: String, context: TimelineProviderContext)
    /// Run an intent for a host session's numbered request (numbered so its answer can be
    /// matched and a retry is never applied twice; see ``IntentRequest``).
    case perform(request: Int, session: String, intent: IntentEnvelope)
    /// Finish and exit.
    case shutdown
}
