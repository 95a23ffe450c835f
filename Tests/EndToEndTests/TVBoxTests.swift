import Foundation
import SDLBackend
import Testing

/// The TV box — the remote's buttons in a replay with the reader on, and the app
/// installed like a Linux app and run from its install prefix.
@Suite struct TVBoxTests {
    /// Menu, OK held, pad A held, Back, Info, Channel, Select, Play/Pause, Home and the gallery's
    /// slideshow, headless, with the reader's words checked (`Scripts/remote-buttons.replay`).
    @Test func theRemotesButtonsInAReplayWithTheReaderOn() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/remote-buttons.replay"), "--speak"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// Runs `make` with `arguments` in the package's root; its status and output.
    static func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["make", "--no-print-directory", "-C", Cookbook.root.path] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Every regular file under `root`, relative to it.
    static func files(under root: URL) -> [String] {
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var out: [String] = []
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                out.append(String(url.path.dropFirst(root.path.count)))
            }
        }
        return out.sorted()
    }

    /// `make install` into a staging DESTDIR (the debug build `make test` made, so no release
    /// build runs here) puts the binary, its assets, a desktop entry and icons where the
    /// freedesktop specifications say; the installed binary finds its assets from its prefix (run
    /// from an empty folder, no asset variable set) and replays headless; `make uninstall`
    /// removes every file it put there.
    @Test func installedUnderAPrefixItRunsAndUninstallsCleanly() throws {
        let stage = Cookbook.tempDir().appendingPathComponent("stage")
        let install = try Self.make(["install-files", "CONFIG=debug", "DESTDIR=\(stage.path)", "PREFIX=/usr"])
        #expect(install.status == 0, "\(install.output)")
        let installed = Self.files(under: stage)
        for expected in ["/usr/bin/cookbook", "/usr/share/cookbook/Fonts/DejaVuSans.ttf", "/usr/share/cookbook/Data/recipes.json",
                         "/usr/share/cookbook/gamecontrollerdb.txt",
                         "/usr/share/applications/org.focuscookbook.Cookbook.desktop",
                         "/usr/share/icons/hicolor/scalable/apps/org.focuscookbook.Cookbook.svg",
                         "/usr/share/icons/hicolor/256x256/apps/org.focuscookbook.Cookbook.png"] {
            #expect(installed.contains(expected), "\(expected) not in \(installed)")
        }
        // The desktop entry names the installed program and its icon.
        let entry = try String(contentsOf: stage.appendingPathComponent("usr/share/applications/org.focuscookbook.Cookbook.desktop"), encoding: .utf8)
        let lines = Set(entry.split(separator: "\n").map(String.init))
        #expect(lines.isSuperset(of: ["[Desktop Entry]", "Type=Application", "Exec=cookbook", "Icon=org.focuscookbook.Cookbook"]), "\(entry)")

        // Run from an empty folder: no ./Assets, no build tree above it.
        let empty = Cookbook.tempDir()
        let script = empty.appendingPathComponent("s.replay")
        try "screen grid\nkey menu\nexpect focus menu-favorite\nkey homepage\nexpect focus apple-pie\n".write(to: script, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = stage.appendingPathComponent("usr/bin/cookbook")
        p.arguments = ["replay", script.path]
        p.currentDirectoryURL = empty
        var env = ProcessInfo.processInfo.environment
        for k in ["DISPLAY", "WAYLAND_DISPLAY", "COOKBOOK_ASSETS", "SDLBACKEND_ASSETS"] { env.removeValue(forKey: k) }
        env["XDG_CONFIG_HOME"] = empty.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = empty.appendingPathComponent("share").path
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(problems)")

        let uninstall = try Self.make(["uninstall-files", "DESTDIR=\(stage.path)", "PREFIX=/usr"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.files(under: stage).isEmpty, "left behind: \(Self.files(under: stage))")
    }
}

/// Input methods through a replay — compositions are shown, never saved.
@Suite struct InputMethodReplayTests {
    @Test func onlyCommittedTextBecomesTheItemsName() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl")
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/input-method.replay"), "--trace", trace.path,
                                  "--shots", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let values = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("\"event\":\"value\"") }
        #expect(values.count == 2, "\(values)")
        #expect(values.last?.contains("\"value\":\"김치\"") == true, "\(values)")
        // The composing frame and the committed one differ (the underlined composition).
        let composing = try SDLSession.withLock { try RGBImage.load(dir.appendingPathComponent("composing.png").path) }
        let committed = try SDLSession.withLock { try RGBImage.load(dir.appendingPathComponent("committed.png").path) }
        #expect(composing.differingFraction(from: committed, tolerance: 8) > 0)
    }
}
