import ArgumentParser
import CookbookApp
import FocusEngine
import Foundation
import UIRuntime
import Debuggers

/// `cookbook focus-debug LAYOUT.json [--from ID] --moves M1,M2,…`: one JSON line per move.
struct FocusDebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "focus-debug",
        abstract: "Apply focus moves to a layout file and print each move's answer as a JSON line.")

    @Argument(help: "The layout JSON file.") var layout: String
    @Option(help: "The id focus starts on (default: the layout's default or initial focus).") var from: String?
    @Option(help: "Comma-separated moves: up, down, left, right, next, previous.") var moves: String
    @Flag(help: "Add detail to each line.") var explain = false

    /// The largest layout file read (bytes): a layout of 10^5 views is a few MiB of JSON.
    static let maximumBytes = 16 << 20

    func run() throws {
        let data: Data
        do { data = try UserFile.read(layout, limit: Self.maximumBytes) } catch {
            throw AppError("\(layout): cannot read the layout file: \(error)")
        }
        let list = moves.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        do {
            for line in try FocusDebugger.run(layoutJSON: data, from: from, moves: list, explain: explain) { print(line) }
        } catch {
            throw AppError(error.message(file: layout))
        }
    }
}
