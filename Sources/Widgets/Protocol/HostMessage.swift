/// What the host asks of the widget extension.
public enum HostMessage: Hashable, Sendable, Codable {
    /// Render the timeline of a widget kind into archives.
    case timeline(kind: String, context: TimelineProviderContext)
    /// Run an intent (numbered so its answer can be matched and a retry never runs twice).
    case perform(request: Int, kind: String, intent: IntentEnvelope)
    /// Finish and exit.
    case shutdown
}
