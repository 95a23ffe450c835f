/// Where spoken feedback's words go: a speech synthesiser behind the platform's speech service.
/// The runtime stays platform-free; a backend hands ``SpokenFeedback/connect`` a way to make one
/// (speech-dispatcher's client in the SDL backend), and a replay or test hands none: its words
/// go only into the trace.
public protocol SpeechOutput: AnyObject {
    /// Speaks `text`; with `interrupt` it first stops what is being spoken and drops what waits,
    /// else it waits its turn behind them.
    func speak(_ text: String, interrupt: Bool)
    /// Stops speaking and drops what waits.
    func stop()
    /// Speaks what follows in `language` (an RFC 5646 code such as "ko", "ja" or "en-US"), with
    /// the service's voice for it; a language it has no voice for keeps the voice it had.
    func setLanguage(_ language: String)
    /// Why the output stopped working since it was made (its service stopped answering), nil
    /// while it works. Spoken feedback reads it after each utterance.
    var failure: String? { get }
}

extension SpeechOutput {
    /// An output that cannot fail after it was made.
    public var failure: String? { nil }
    /// An output with one voice: every language is spoken with it.
    public func setLanguage(_ language: String) {}
}
