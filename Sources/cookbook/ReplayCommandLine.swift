import ArgumentParser
import AppHost
import CookbookApp

/// `cookbook replay SCRIPT [--shots DIR] [--trace FILE] [--size WxH] [--rtl] [--data-dir DIR] [--speak]
/// [--language en|ko|ja]`.
struct ReplayCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay",
        abstract: "Run the app headless on a virtual clock, driven by a script of input events.")

    @Argument(help: "The replay script.") var script: String
    @Option(help: "Directory for `shot` screenshots (PNG).") var shots: String?
    @Option(help: "Write the JSON-lines trace to this file.") var trace: String?
    @Option(help: "Canvas size in pixels, WxH (default 1920x1080).") var size: String?
    @Flag(help: "Right-to-left layout.") var rtl = false
    @Option(name: .customLong("data-dir"), help: "User data directory (default: a fresh temporary one).") var dataDir: String?
    @Option(name: .customLong("catalog-size"), help: "Replace the recipes with N generated ones (stress runs).")
    var catalogSize: Int?
    @Flag(help: "Spoken feedback on: its utterances go into the trace as `speak` events.") var speak = false
    @Option(help: "Interface language: en, ko or ja (default: the saved setting, else English; LANG is not read).")
    var language: String?

    func run() throws {
        let options = try LaunchOptions(screen: nil, rtl: rtl, size: size, fullscreen: false, dataDir: dataDir,
                                        catalogSize: catalogSize, speak: speak, language: language)
        try ReplayRunner.run(scriptPath: script, shots: shots, trace: trace, options: options)
    }
}
