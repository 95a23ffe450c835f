import AppHost
import ArgumentParser
import Foundation

/// `cookbook widget-extension [--data-dir DIR]`: the caffeine widget's extension process, started
/// and supervised by the app; it speaks the widget protocol on stdin/stdout.
struct WidgetExtensionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "widget-extension",
        abstract: "Run the caffeine widget's extension process (started by the app; speaks the widget protocol on stdin/stdout).")

    @Option(name: .customLong("data-dir"), help: "User data directory (default $XDG_DATA_HOME/cookbook).") var dataDir: String?

    func run() throws { try Self.serve(dataDir: dataDir) }

    /// Runs the extension over the data directory at `dataDir` (nil: the default one).
    private static func serve(dataDir: String?) throws {
        try WidgetExtensionMain.run(dataDirectory: dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    /// The command line the app starts its extension with — `widget-extension`, then
    /// `--data-dir PATH` or nothing — read without ArgumentParser, whose reflection of every
    /// command's options was a tenth of the process's start (on the way to the widget's first
    /// timeline); nil for any other command line, which is parsed as usual.
    static func directRun(_ arguments: [String]) -> (() throws -> Void)? {
        guard arguments.first == "widget-extension" else { return nil }
        switch arguments.count {
        case 1:
            return { try serve(dataDir: nil) }
        case 3 where arguments[1] == "--data-dir" && !arguments[2].hasPrefix("-") && !arguments[2].isEmpty:
            let directory = arguments[2]
            return { try serve(dataDir: directory) }
        default:
            return nil
        }
    }
}
