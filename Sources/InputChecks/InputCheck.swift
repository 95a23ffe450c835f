import CookbookApp
import FocusEngine
import Foundation
import ScrollEngine
import Debuggers

/// Runs every parser of files people hand the app (replay scripts, focus layouts, scroll
/// scenarios, asset data) on arbitrary bytes and checks the contract: a value, or a one-line
/// error naming the file (and line) — never a crash, a multi-line or control-character message.
/// Shared by the property tests and the libFuzzer target (`make fuzz`).
public enum InputCheck {
    /// The parsers checked.
    public enum Parser: String, CaseIterable, Sendable {
        case replay, layout, scenario, recipes, palettes, drinks
    }

    /// The longest message accepted: quoted input is clipped, so messages stay short lines.
    public static let maximumMessageLength = 1_000

    /// What breaks the contract when `parser` reads `data`, or nil when it holds.
    public static func violation(_ parser: Parser, _ data: Data) -> String? {
        switch parser {
        case .replay:
            do { _ = try ReplayScript(data: data, name: "s.replay"); return nil } catch let e as AppError {
                return oneLine(e.message, prefix: "s.replay:")
            } catch { return "unexpected error type: \(error)" }
        case .layout:
            do {
                let lines = try FocusDebugger.run(layoutJSON: data, from: nil, moves: ["up", "right", "next", "previous"], explain: true)
                return lines.first(where: { $0.contains("\n") }).map { "an answer spans lines: \($0)" }
            } catch {
                if let line = error.line, line < 1 { return "line \(line) is not a line number" }
                return oneLine(error.message(file: "l.json"), prefix: "l.json:")
            }
        case .scenario:
            do {
                let answer = try ScrollDebugger.evaluate(scenarioJSON: data)
                return answer.contains("\n") ? "the answer spans lines: \(answer)" : nil
            } catch {
                if let line = error.line, line < 1 { return "line \(line) is not a line number" }
                return oneLine(error.message(file: "s.json"), prefix: "s.json:")
            }
        case .recipes, .palettes, .drinks:
            let reader = AssetReader(file: "\(parser.rawValue).json")
            do {
                switch parser {
                case .recipes: _ = try Catalog.parseRecipes(data, reader: reader)
                case .palettes: _ = try Catalog.parsePalettes(data, reader: reader)
                default: _ = try Catalog.parseDrinks(data, reader: reader)
                }
                return nil
            } catch {
                return oneLine(error.message, prefix: "\(parser.rawValue).json:")
            }
        }
    }

    /// Why `message` is not one clean line starting with `prefix`, or nil when it is.
    static func oneLine(_ message: String, prefix: String) -> String? {
        if !message.hasPrefix(prefix) { return "message does not name the file: \(message.debugDescription)" }
        if message.count > maximumMessageLength { return "message is \(message.count) characters long" }
        if message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "message holds a control character: \(message.debugDescription)"
        }
        if message.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces).isEmpty { return "message names no problem" }
        return nil
    }
}
