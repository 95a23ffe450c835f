import Foundation
import Testing

/// Bad input of every kind ends in one stderr line naming the file (and line) and exit 2 (or 1
/// for an interrupted replay): never a crash, a trace dump, or a silent success.
@Suite struct BadInputTests {
    /// Writes `bytes` to a fresh file named `name`.
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = Cookbook.tempDir().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func file(_ name: String, _ text: String) throws -> String { try file(name, Array(text.utf8)) }

    /// Expects exit `status` and exactly one stderr line starting with `prefix` and containing `text`.
    func expectOneLine(_ r: Cookbook.Result, status: Int32 = 2, prefix: String, _ text: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == status, "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasSuffix("\n") && r.stderr.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1,
                "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix(prefix) && r.stderr.contains(text), "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(!r.stderr.contains("\0") && !r.stderr.contains("Backtrac"), sourceLocation: sourceLocation)
    }

    @Test func scrollDebugRefusesWhatCrashedFoundationsJSON5Scanner() throws {
        let cases: [([UInt8], String)] = [
            (Array(#"{"v":1e+}"#.utf8), "a number needs digits in its exponent"),
            (Array(#"{"v":1e-}"#.utf8), "a number needs digits in its exponent"),
            (Array("{\"".utf8) + [0xFF, 0xFE] + Array("\":1}".utf8), "invalid UTF-8 (byte 0xFF)"),
            (Array("{\"container\": 1,\n \"contentLength\": 1, \"velocity\": NaN}".utf8), "NaN is not JSON"),
        ]
        for (i, (bytes, message)) in cases.enumerated() {
            let path = try file("s\(i).json", bytes)
            let line = bytes.contains(0x0A) ? 2 : 1
            expectOneLine(try Cookbook.run(["scroll-debug", path]), prefix: "\(path):\(line): scenario is not valid JSON: ", message)
        }
    }

    @Test func focusDebugSaysALayoutIsNestedTooDeeply() throws {
        var deep = ""
        for i in 0..<256 { deep += "{\"id\": \"n\(i)\", \"frame\": [0, 0, 1, 1], \"children\": [\n" }
        let path = try file("deep.json", "{\"nodes\": [" + deep + String(repeating: "]}", count: 256) + "]}")
        expectOneLine(try Cookbook.run(["focus-debug", path, "--moves", "up"]), prefix: "\(path):256: ", "nested too deeply")
    }

    @Test func nulBytesAreEscapedInMessages() throws {
        let path = try file("nul.json", #"{"nodes": [{"id": "a\u0000b", "frame": [0, 0, -1, 1]}]}"#)
        expectOneLine(try Cookbook.run(["focus-debug", path, "--moves", "up"]), prefix: "\(path):1: ", #"node "a\u0000b""#)
        let script = try file("nul.replay", [UInt8]("screen grid\nfly".utf8) + [0] + [UInt8]("away\n".utf8))
        expectOneLine(try Cookbook.run(["replay", script]), prefix: "\(script):2: ", #"unknown command 'fly\u0000away'"#)
    }

    @Test func aReplayScriptWithInvalidUTF8NamesTheLine() throws {
        let script = try file("bad.replay", [UInt8]("screen grocery\n# ok\nkey ".utf8) + [0xC3, 0x28] + [UInt8]("\n".utf8))
        expectOneLine(try Cookbook.run(["replay", script]), prefix: "\(script):3: ", "invalid UTF-8 (byte 0xC3)")
    }

    @Test func aNegativeSizeSaysTheSizeMustBePositive() throws {
        for args in [["--size", "-5x5"], ["replay", "x.replay", "--size", "-5x5"]] {
            expectOneLine(try Cookbook.run(args), prefix: "--size: ", "the size must be positive WxH")
        }
    }

    /// An assets folder with the real fonts and data, where `change` may replace files.
    func assets(_ change: (URL) throws -> Void) throws -> URL {
        let fm = FileManager.default
        let real = Cookbook.root.appendingPathComponent("Assets")
        let dir = Cookbook.tempDir()
        for sub in ["Fonts", "Data"] {
            try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
            for name in try fm.contentsOfDirectory(atPath: real.appendingPathComponent(sub).path) {
                try fm.copyItem(at: real.appendingPathComponent("\(sub)/\(name)"), to: dir.appendingPathComponent("\(sub)/\(name)"))
            }
        }
        try change(dir)
        return dir
    }

    func replayWith(assets dir: URL) throws -> Cookbook.Result {
        let script = try file("s.replay", "screen widget\nshot x\n")
        return try Cookbook.run(["replay", script, "--shots", Cookbook.tempDir().path], environment: ["COOKBOOK_ASSETS": dir.path])
    }

    @Test func absurdAssetNumbersAreRefused() throws {
        // A huge caffeineMg overflowed the widget's daily total (SIGILL with a backtrace).
        let dir = try assets { d in
            let url = d.appendingPathComponent("Data/drinks.json")
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "\"caffeineMg\": 64", with: "\"caffeineMg\": 9223372036854775807")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        let path = dir.appendingPathComponent("Data/drinks.json").path
        expectOneLine(try replayWith(assets: dir), prefix: "\(path):5: ", "entry 1: \"caffeineMg\" must be a whole number from 0 to 2000 mg")
    }

    @Test func emptyCorruptAndOversizedAssetsAreRefused() throws {
        let cases: [(String, [UInt8], String, String)] = [
            ("recipes.json", Array("[{}]".utf8), ":1: ", "entry 1: missing \"slug\""),
            ("palettes.json", Array("[{\"id\": ".utf8), ":1: ", "not valid JSON: the file ends where a value should be"),
            ("drinks.json", [0x5B, 0xFF, 0x5D], ":1: ", "not valid JSON: invalid UTF-8 (byte 0xFF)"),
            ("recipes.json", Array(("[" + String(repeating: " ", count: 5 << 20) + "]").utf8), ": ", "cannot read the file: it is larger than 4 MiB"),
        ]
        for (name, bytes, line, message) in cases {
            let dir = try assets { d in try Data(bytes).write(to: d.appendingPathComponent("Data/\(name)")) }
            let path = dir.appendingPathComponent("Data/\(name)").path
            expectOneLine(try replayWith(assets: dir), prefix: path + line, message)
        }
    }

    @Test func aBrokenRegularFontIsNamed() throws {
        let real = try Data(contentsOf: Cookbook.root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf"))
        var random = SystemRandomNumberGenerator()
        let contents: [(Data, String)] = [
            (Data(), "font file is empty"),
            (real.prefix(30_000), "not a usable font"),
            (Data((0..<5_000).map { _ in UInt8.random(in: 0...255, using: &random) }), "not a usable font"),
        ]
        for (data, message) in contents {
            let dir = try assets { d in try data.write(to: d.appendingPathComponent("Fonts/DejaVuSans.ttf")) }
            let path = dir.appendingPathComponent("Fonts/DejaVuSans.ttf").path
            expectOneLine(try replayWith(assets: dir), prefix: "\(path): ", message)
        }
    }

    @Test func sigtermMakesAReplayFailInOneLine() throws {
        // Thirty minutes of virtual time: far longer than the signal takes to arrive.
        let script = try file("long.replay", "screen grocery\nwait 600s\nwait 600s\nwait 600s\nexpect screen grid\n")
        let trace = Cookbook.tempDir().appendingPathComponent("t.jsonl").path
        let p = Process()
        p.executableURL = Cookbook.binary
        p.arguments = ["replay", script, "--trace", trace]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // The first trace line (the screen change) comes after SDL is up with its signal handler.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, ((try? Data(contentsOf: URL(fileURLWithPath: trace)))?.count ?? 0) == 0 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(p.processIdentifier, SIGTERM)
        // Never hang the suite: a replay that ignores the signal is killed after 30 s (and fails).
        let watchdog = p.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { kill(watchdog, SIGKILL) }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        expectOneLine(Cookbook.Result(status: p.terminationStatus, stdout: "", stderr: stderr), status: 1,
                      prefix: "\(script):", "replay interrupted here by a quit request (SIGTERM or SIGINT)")
    }

    @Test func aHugeGroceryNameDoesNotHangTheReplay() throws {
        // 4,000 characters took 53–65 s a frame when truncation re-measured one character at a time.
        let script = try file("long-name.replay", "screen grocery\ntype " + String(repeating: "Saffron ", count: 500) + "\nshot g\n")
        let start = Date()
        let r = try Cookbook.run(["replay", script, "--shots", Cookbook.tempDir().path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
