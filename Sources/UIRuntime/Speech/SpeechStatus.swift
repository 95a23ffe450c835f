/// Whether spoken feedback speaks, as the Settings row shows it.
public enum SpeechStatus: Equatable, Sendable {
    /// Spoken feedback is off.
    case off
    /// Spoken feedback is on: every utterance is traced and, when the platform has a speech
    /// service, spoken.
    case on
    /// Spoken feedback is on but the speech service could not be reached (no daemon, no audio):
    /// utterances are still traced, nothing is heard; the reason is one line.
    case unavailable(reason: String)
    /// Spoken feedback is on but the platform's screen reader (Orca, over AT-SPI) is running and
    /// reads the app: spoken feedback stays silent, so nothing is said twice.
    case screenReader

    /// Whether utterances are made (traced, and spoken when a service is connected).
    public var isOn: Bool { self != .off }
}
