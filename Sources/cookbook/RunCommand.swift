import Foundation
import ArgumentParser
import AppHost
import CookbookApp
import UICore
import SDLBackend

/// `cookbook [--screen NAME] [--rtl] [--size WxH] [--fullscreen] [--data-dir DIR] [--trace FILE]
/// [--renderer auto|gpu|software] [--speak] [--language en|ko|ja|system]`: opens the window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Open the window and run the app (the default).")

    @Option(help: "Start screen: grid, favorites, detail, grocery, gallery, widget, settings.") var screen: String?
    @Flag(help: "Right-to-left layout.") var rtl = false
    @Option(help: "Window size in points, WxH (default 1280x720).") var size: String?
    @Flag(help: "Full screen.") var fullscreen = false
    @Option(name: .customLong("data-dir"), help: "User data directory (default $XDG_DATA_HOME/cookbook).") var dataDir: String?

    @Option(help: "Write the JSON-lines trace to this file as it happens (wall-clock milliseconds).") var trace: String?
    @Option(help: "Drawing path: auto (SDL's GPU renderer on a real GPU, else software), gpu or software.")
    var renderer: String = "auto"
    @Option(name: .customLong("catalog-size"), help: "Replace the recipes with N generated ones (stress runs).")
    var catalogSize: Int?
    @Flag(help: "Spoken feedback on for this launch (speech-dispatcher).") var speak = false
    @Option(help: "Interface language for this launch: en, ko, ja or system (default: the saved setting, else LANG).")
    var language: String?

    func run() throws {
        var options = try LaunchOptions(screen: screen, rtl: rtl, size: size, fullscreen: fullscreen, dataDir: dataDir,
                                        catalogSize: catalogSize, speak: speak, language: language)
        options.systemLocale = AppLanguage.systemLocale(environment: ProcessInfo.processInfo.environment)
        guard let choice = RendererChoice(rawValue: renderer) else {
            throw AppError("--renderer: expected auto, gpu or software, got \(JSONText.shown(renderer, quote: "'"))")
        }
        try LiveApp.run(options, trace: trace, renderer: choice)
    }
}
