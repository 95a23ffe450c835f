import Foundation
import Testing

/// Spoken feedback in the real window: with a speech-dispatcher daemon of the test's
/// own running, the words the app speaks reach the daemon (its output module writes them to a
/// file); without one, the app says so in one line on stderr and runs on, tracing its words.
@Suite(.serialized, .enabled(if: LiveSession.toolsAvailable, "needs xvfb-run and xdotool (make setup)"))
struct SpokenFeedbackLiveTests {
    /// The `speak` texts of a live trace.
    static func spoken(_ app: LiveSession) -> [String] {
        app.events.filter { $0["event"] as? String == "speak" }.compactMap { $0["text"] as? String }
    }

    @Test(.enabled(if: PrivateSpeechDispatcher.canStart,
                   "speech-dispatcher cannot start here (make setup installs it; the test's daemon needs its generic module and ALSA)"))
    func theLiveWindowSpeaksThroughSpeechDispatcher() throws {
        let daemon = try PrivateSpeechDispatcher()
        defer { daemon.stop() }
        let app = try LiveSession(["--speak"], extraEnvironment: daemon.environment)
        defer { app.stop() }
        #expect(daemon.waitFor("Apple Pie, 1 hour 30 minutes, favorite, button, 1 of 11"), "the daemon was given \(daemon.spoken)")
        try app.key("Right")
        #expect(daemon.waitFor("Baklava, 1 hour 15 minutes, favorite, button, 2 of 11"), "the daemon was given \(daemon.spoken)")
        // Ctrl+Alt+S, the key map's `speech` action, turns it off: the last words say so.
        try app.key("ctrl+alt+s")
        #expect(daemon.waitFor("Spoken feedback off"), "the daemon was given \(daemon.spoken)")
        // What the daemon was given is what the trace says was spoken, in order.
        let traced = Self.spoken(app)
        #expect(daemon.spoken == Array(traced.prefix(daemon.spoken.count)))
    }

    @Test func withoutADaemonTheAppSaysSoOnceAndRunsOnSilently() throws {
        let dir = Cookbook.tempDir()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A socket no daemon listens on (and no daemon is started: `LiveSession`), so libspeechd gives up.
        let app = try LiveSession(["--speak", "--screen", "settings"],
                                  extraEnvironment: ["SPEECHD_ADDRESS": "unix_socket:\(dir.path)/no-daemon.sock"])
        #expect(app.waitFor { _ in Self.spoken(app).contains("Settings") }, "\(Self.spoken(app))")
        try app.key("Down")
        #expect(app.waitFor { _ in Self.spoken(app).contains("Keyboard Navigation, on, switch button") }, "\(Self.spoken(app))")
        // Connecting runs in the background (libspeechd may first try to start a daemon): its
        // failure is said when it comes, the window idle or not, at the latest when the 5 s
        // connection timeout runs out.
        Thread.sleep(forTimeInterval: 6)
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
        let lines = app.errorOutput.split(separator: "\n").filter { $0.contains("speech") }
        #expect(lines.count == 1, "\(app.errorOutput)")
        #expect(lines.first?.contains("spoken feedback: speech is unavailable") == true, "\(app.errorOutput)")
    }

    /// A daemon that accepts the connection and never answers (a wedged one, or one with no
    /// audio device) froze the window for good: turning speech on connected on the app's thread
    /// with no timeout, and SIGTERM was never read. Now the window draws and answers keys, says
    /// once that speech is unavailable, and a quit signal ends it at once.
    @Test func aDaemonThatNeverAnswersNeitherFreezesTheWindowNorHoldsTheQuit() throws {
        let dir = Cookbook.tempDir()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let socket = dir.appendingPathComponent("silent.sock").path
        // Accepts every connection, reads nothing, answers nothing.
        let silent = Process()
        silent.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        silent.arguments = ["python3", "-c", """
            import socket, time
            s = socket.socket(socket.AF_UNIX); s.bind(\"\(socket)\"); s.listen(8); held = []
            while True: held.append(s.accept()[0])
            """]
        // Its output not inherited: an open pipe would keep the test runner waiting for its end.
        silent.standardOutput = FileHandle.nullDevice
        silent.standardError = FileHandle.nullDevice
        try silent.run()
        // SIGKILL: test runners may pass SIGTERM on blocked.
        defer { kill(silent.processIdentifier, SIGKILL) }
        #expect(Self.eventually(5) { FileManager.default.fileExists(atPath: socket) })
        let app = try LiveSession(["--speak"], extraEnvironment: ["SPEECHD_ADDRESS": "unix_socket:\(socket)"])
        try app.key("Right")
        #expect(app.waitForFocus("baklava"), "focus: \(app.focusedID ?? "none")")
        // Said once the connection has waited past its 5 s timeout (as the next words are spoken).
        Thread.sleep(forTimeInterval: 5.5)
        try app.key("Left")
        #expect(app.waitForFocus("apple-pie"))
        let sent = Date()
        kill(app.appPID, SIGTERM)
        #expect(app.exitStatus(timeout: 5) == 0)
        #expect(Date().timeIntervalSince(sent) < 2, "the quit took \(Date().timeIntervalSince(sent)) s")
        let lines = app.errorOutput.split(separator: "\n").filter { $0.contains("speech") }
        #expect(lines.count == 1 && lines[0].contains("speech-dispatcher did not answer within 5 s"), "\(app.errorOutput)")
    }

    /// Waits up to `timeout` seconds for `condition`.
    static func eventually(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return condition()
    }
}
