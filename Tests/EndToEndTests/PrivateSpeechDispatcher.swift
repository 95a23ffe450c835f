import Foundation

/// A speech-dispatcher daemon of a test's own: its configuration, socket, logs and output under a
/// temporary folder, never the user's. Its one output module is speech-dispatcher's generic module
/// set to write each message it is given to a file instead of a synthesiser, so a test reads the
/// words the daemon received; audio goes to ALSA's null device, so no sound card is needed.
final class PrivateSpeechDispatcher {
    /// The folder holding everything of this daemon.
    let directory: URL
    /// The daemon's socket, for `SPEECHD_ADDRESS=unix_socket:PATH`.
    let socket: String
    private let spokenFile: URL
    private let process = Process()

    static let executable = "/usr/bin/speech-dispatcher"
    /// speech-dispatcher's generic output module (Debian's path).
    static let genericModule = "/usr/lib/speech-dispatcher-modules/sd_generic"

    /// Whether a private daemon starts here (speech-dispatcher installed, its socket answering);
    /// worked out once. Tests needing one are enabled only then, with the reason in their trait.
    static let canStart: Bool = {
        guard FileManager.default.isExecutableFile(atPath: executable),
              FileManager.default.isExecutableFile(atPath: genericModule) else { return false }
        guard let daemon = try? PrivateSpeechDispatcher() else { return false }
        daemon.stop()
        return true
    }()

    /// How long the daemon may take to open its socket (it starts its module first).
    static let startTimeout = 10.0

    /// Starts the daemon and waits for its socket; throws when it does not come up.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("speechd-\(UUID().uuidString.prefix(8))")
        let conf = directory.appendingPathComponent("conf")
        try FileManager.default.createDirectory(at: conf.appendingPathComponent("modules"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("log"), withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("speechd.sock").path
        spokenFile = directory.appendingPathComponent("spoken.txt")
        try """
            LogLevel 4
            AudioOutputMethod "alsa"
            AudioALSADevice "null"
            AddModule "capture" "sd_generic" "capture.conf"
            DefaultModule capture
            DefaultLanguage "en"

            """.write(to: conf.appendingPathComponent("speechd.conf"), atomically: true, encoding: .utf8)
        // The generic module runs this shell line per message, $DATA being the message's text.
        try """
            GenericExecuteSynth "echo \\'$DATA\\' >> \(spokenFile.path)"
            GenericLanguage "en" "en" "utf-8"
            AddVoice "en" "MALE1" "en"

            """.write(to: conf.appendingPathComponent("modules/capture.conf"), atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: Self.executable)
        // -s: in the foreground, ended with this object; -t 0: never leaves on its own.
        process.arguments = ["-s", "-t", "0", "-C", conf.path, "-S", socket,
                             "-L", directory.appendingPathComponent("log").path,
                             "-P", directory.appendingPathComponent("speechd.pid").path]
        // Its cache and runtime folders are the test's too: given the real home, the daemon makes
        // `~/.cache/speech-dispatcher` there even with its pid and logs placed elsewhere.
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
        env["XDG_RUNTIME_DIR"] = directory.path
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(Self.startTimeout)
        while !FileManager.default.fileExists(atPath: socket), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: socket) else {
            stop()
            throw LiveError("speech-dispatcher did not open its socket within \(Self.startTimeout) s")
        }
    }

    deinit { stop() }

    /// The environment pointing libspeechd clients at this daemon.
    var environment: [String: String] { ["SPEECHD_ADDRESS": "unix_socket:\(socket)"] }

    /// The messages the daemon's module was given so far, one per line.
    var spoken: [String] {
        ((try? String(contentsOf: spokenFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits until the daemon was given `text`; false on timeout.
    func waitFor(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if spoken.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }

    /// Ends the daemon (SIGTERM) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
