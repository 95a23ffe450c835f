import ArgumentParser
import CookbookApp
import Foundation
import ScrollEngine

/// `cookbook scroll-debug SCENARIO.json`: where a gesture ends, and why, as one JSON line.
struct ScrollDebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scroll-debug",
        abstract: "Answer where a scroll gesture ends and why, for one scroll axis.")

    @Argument(help: "The scenario JSON file.") var scenario: String

    func run() throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: scenario)) } catch {
            throw AppError("\(scenario): cannot read the scenario file")
        }
        do { print(try ScrollDebugger.evaluate(scenarioJSON: data)) } catch {
            throw AppError(error.message(file: scenario))
        }
    }
}
