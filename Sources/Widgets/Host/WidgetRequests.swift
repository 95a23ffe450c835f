/// The requests the host has sent and not yet had answered.
struct WidgetRequests {
    /// An intent sent to the extension and not yet performed.
    struct Intent {
        var kind: String
        var controlID: String
        var envelope: IntentEnvelope
        var sentAt: Double
        /// Whether it was already re-sent to a restarted extension (an intent is retried once).
        var retried: Bool
    }

    /// Kinds whose timeline was requested, with when.
    var timelines: [String: Double] = [:]
    /// Intents by request number.
    var intents: [Int: Intent] = [:]

    /// The oldest send time of anything still unanswered.
    var oldestSendTime: Double? {
        (Array(timelines.values) + intents.values.map(\.sentAt)).min()
    }
}
