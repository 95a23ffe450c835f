import ArgumentParser

/// The root command: runs the app, or one of its tools.
struct Cookbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookbook",
        abstract: "The SwiftUI focus and scroll cookbook on SDL2: run the app, replay scripts, debug focus and scroll.",
        subcommands: [RunCommand.self, FocusDebugCommand.self, ScrollDebugCommand.self, ReplayCommandLine.self,
                      WidgetExtensionCommand.self],
        defaultSubcommand: RunCommand.self)
}
