import UIRuntime

/// Spoken feedback's speech-dispatcher output for a live window: made when the reader first
/// turns on (it connects in the background), waking the idle window when whether it can be
/// heard changes, and given its last words before the process ends. `cookbook` and
/// ``SDLApp/run(title:size:canvas:arguments:content:)`` wire their readers through it.
public final class WindowSpeech {
    /// The name speech-dispatcher knows the client by.
    public let clientName: String
    /// The output, once the reader has turned on.
    public private(set) var output: SpeechDispatcherOutput?

    public init(clientName: String) { self.clientName = clientName }

    /// Makes the output (for `SpokenFeedback.connect`); never waits on the daemon.
    public func connect() -> any SpeechOutput {
        let made = SpeechDispatcherOutput(clientName: clientName)
        made.statusChanged = { SDLSession.postWake() }
        output = made
        return made
    }

    /// Lets the last words reach the daemon, never waiting on one that stopped answering.
    public func flush() { output?.flush(timeout: SpeechDispatcherOutput.replyTimeout) }
}
