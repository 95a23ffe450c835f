import AppHost
import ArgumentParser
import Foundation

/// `cookbook widget-extension [--data-dir DIR]`: the caffeine widget's extension process, started
/// and supervised by the app; it speaks the widget protocol on stdin/stdout.
struct WidgetExtensionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "widget-extension",
        abstract: "Run the caffeine widget's extension process (started by the app; speaks the widget protocol on stdin/stdout).")

    @Option(name: .customLong("data-dir"), help: "User data directory (default $XDG_DATA_HOME/cookbook).") var dataDir: String?

    func run() throws {
        try WidgetExtensionMain.run(dataDirectory: dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }
}
