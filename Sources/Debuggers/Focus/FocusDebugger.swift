import Foundation
import UICore
import FocusEngine

/// The focus debugger behind `cookbook focus-debug`: answers "where does focus go, and why".
public enum FocusDebugger {
    /// Loads a layout, puts focus on `from` (or the default focus), applies each move and returns
    /// one JSON object per move, keys in the fixed order of docs/interfaces.md:
    ///
    ///     {"move":"right","from":"a","to":"b","moved":true,"reason":"nearest in beam","candidates":[…]}
    ///
    /// Candidates list scored ones nearest first (`{"id":"b","score":12.0}`, the score being the
    /// gap along the move in points), then rejected ones in tree order (`{"id":"c","rejected":"outside beam"}`).
    /// With `explain`, scored candidates add `"minor"` (the tie-breaking offset across the move)
    /// and lines add `"section"` / `"handledBy"` keys after the fixed ones when they apply.
    ///
    /// - Throws: ``FocusDebugError`` for a bad layout, an unknown move, or an unknown or
    ///   unfocusable `from` id. Moves are all checked before any runs.
    public static func run(layoutJSON: Data, from: String?, moves: [String], explain: Bool) throws(FocusDebugError) -> [String] {
        let layout = try FocusLayout.parse(layoutJSON)
        var parsed: [FocusMove] = []
        for raw in moves {
            let name = raw.trimmingCharacters(in: .whitespaces)
            guard let move = FocusMove(rawValue: name) else {
                throw FocusDebugError("unknown move \(JSONText.shown(name)) (expected up, down, left, right, next or previous)")
            }
            parsed.append(move)
        }
        let system = FocusSystem(layoutDirection: layout.layoutDirection, keyboardNavigation: layout.keyboardNavigation)
        system.update(tree: layout.root)
        if let from {
            guard !from.isEmpty, let id = system.id(named: from) else { throw FocusDebugError("unknown --from id \(JSONText.shown(from))") }
            guard system.focus(id: id) else { throw FocusDebugError("--from id \(JSONText.shown(from)) cannot take focus") }
        }
        return parsed.map { move in line(system.perform(move, explain: true), explain: explain) }
    }

    /// One result as a JSON line, keys in the contract's order.
    public static func line(_ result: MoveResult, explain: Bool) -> String {
        var s = "{\"move\":\(json(result.move.rawValue)),\"from\":\(json(result.from)),\"to\":\(json(result.to))"
        s += ",\"moved\":\(result.moved),\"reason\":\(json(result.reason)),\"candidates\":["
        s += result.candidates.map { c in
            switch c.verdict {
            case .scored(let major, let minor):
                return "{\"id\":\(json(c.id)),\"score\":\(number(major))" + (explain ? ",\"minor\":\(number(minor))}" : "}")
            case .rejected(let why):
                return "{\"id\":\(json(c.id)),\"rejected\":\(json(why))}"
            }
        }.joined(separator: ",")
        s += "]"
        if explain {
            if let section = result.enteredSection { s += ",\"section\":\(json(section))" }
            if let by = result.handledBy { s += ",\"handledBy\":\(json(by))" }
        }
        return s + "}"
    }

    /// A number as JSON, always with a fraction part for whole values (12.0).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(format: "%.1f", value) }
        return "\(value)"
    }

    /// A string as a JSON string literal, or null.
    static func json(_ text: String?) -> String { text.map(JSONText.quote) ?? "null" }

    /// An id as JSON: its name (`ViewID.description`) quoted, or `null`.
    static func json(_ id: ViewID?) -> String { json(id?.description) }
}
