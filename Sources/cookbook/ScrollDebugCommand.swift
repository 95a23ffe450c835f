import ArgumentParser
import CookbookApp
import Foundation
import UIRuntime
import ScrollEngine
import Debuggers

/// `cookbook scroll-debug SCENARIO.json`: where a gesture ends, and why, as one JSON line.
struct ScrollDebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scroll-debug",
        abstract: "Answer where a scroll gesture ends and why, for one scroll axis.")

    @Argument(help: "The scenario JSON file.") var scenario: String

    /// The largest scenario file read (bytes): a scenario of 10^5 views is a few MiB of JSON.
    static let maximumBytes = 16 << 20

    func run() throws {
        let data: Data
        do { data = try UserFile.read(scenario, limit: Self.maximumBytes) } catch {
            throw AppError("\(scenario): cannot read the scenario file: \(error)")
        }
        do { print(try ScrollDebugger.evaluate(scenarioJSON: data)) } catch {
            throw AppError(error.message(file: scenario))
        }
    }
}
