import Testing
@testable import Rasterizer
@testable import SDLBackend

/// libspeechd's connection errors become one short line (its first sentence).
@Suite struct SpeechDispatcherErrorTextTests {
    @Test func theFirstSentenceOfLibspeechdsErrorIsKept() {
        let message = "Error: Can't connect to unix socket run/speech.sock: No such file or directory. Autospawn: Autospawn failed. "
            + "Speech Dispatcher refused to start with error code, stating this as a reason: Mismatch in socket names.\n"
        #expect(SpeechDispatcherOutput.firstSentence(message) == "Can't connect to unix socket run/speech.sock: No such file or directory")
        #expect(SpeechDispatcherOutput.firstSentence("") == "")
        #expect(SpeechDispatcherOutput.firstSentence("Daemon gone.") == "Daemon gone")
    }
}
