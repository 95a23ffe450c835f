import Foundation
import UICore

/// One line of the trace, a case per event kind of the trace contract (docs/interfaces.md):
/// each case's fields are the line's fields, in order, and ``jsonLine(milliseconds:)`` is the
/// contract's encoding.
public enum TraceEvent: Equatable, Sendable {
    /// Focus moved to `id` (nil: nowhere) from `from`.
    case focus(id: ViewID?, from: ViewID?)
    /// A screen showed.
    case screen(name: String)
    /// A view's action ran (`id` nil: a view without an id).
    case activate(id: ViewID?)
    /// A key press (`key` as replay scripts name it), whether something took it, and what.
    case key(key: String, result: KeyPress.Result, by: Handler?)
    /// A directional or sequential move and what took it (focus, a handler's view, or nothing).
    case move(direction: MoveKind, by: Handler)
    /// A scroll view settled at `offset` (points along its axis) showing `position` (the bound
    /// position's id, else the index at the offset, else null).
    case scroll(view: ViewID, offset: Double, position: Value)
    /// The crown turned a view's value.
    case crown(view: ViewID, value: Double)
    /// A control's new value (a rating's word or null, a field's text, a toggle's state, a number).
    case value(id: ViewID, value: Value)
    /// A change, reported once it is stored.
    case data(what: String)
    /// A replay script's `mark NAME`.
    case mark(name: String)
    /// What the footer's button hints show.
    case hints(family: HintsFamily)
    /// The process that performed a widget intent.
    case intent(id: String, pid: Int)
    /// A widget timeline reload of `entries` entries.
    case timeline(entries: Int)
    /// The live window's drawing path (`gpu` or `software`), SDL's driver, what draws the pixels, and why.
    case renderer(name: String, driver: String, device: String, reason: String)
    /// Spoken feedback said `text`; `interrupt`: it cut short what was being said.
    case speak(text: String, interrupt: Bool)

    /// What a `move` event moved by: an arrow direction, or Tab / Shift-Tab.
    public enum MoveKind: Hashable, Sendable {
        case direction(MoveDirection)
        case next, previous

        /// The name the trace gives it (`up` … `right`, `next`, `previous`).
        public var name: String {
            switch self {
            case .direction(let d): d.rawValue
            case .next: "next"
            case .previous: "previous"
            }
        }
    }

    /// A JSON value of a trace field.
    public enum Value: Equatable, Sendable {
        case string(String), number(Double), bool(Bool), null

        /// 2^53: every integer of smaller magnitude is exact in a `Double` (IEEE 754 binary64's
        /// 53-bit significand), so printing it as an `Int64` loses nothing.
        static let exactIntegerLimit = 9_007_199_254_740_992.0

        /// A string, or null for nil.
        public static func string(orNull s: String?) -> Value { s.map { .string($0) } ?? .null }

        var json: String {
            switch self {
            case .string(let s): return JSONText.quote(s)
            case .number(let d):
                // Integral values print as JSON integers (`"pid":4711`, `"entries":2`, `"offset":120`),
                // as a JSON writer would; 2^53 bounds the integers a Double holds exactly. Others
                // print Swift's shortest round-tripping form (`1.5`).
                if d == d.rounded(), abs(d) < Self.exactIntegerLimit { return String(Int64(d)) }
                return d.isFinite ? "\(d)" : "null"
            case .bool(let b): return b ? "true" : "false"
            case .null: return "null"
            }
        }
    }

    /// Every event kind's name, in the contract's order.
    public static let kinds = ["focus", "screen", "activate", "key", "move", "scroll", "crown", "value", "data", "mark",
                               "hints", "intent", "timeline", "renderer", "speak"]

    /// The `event` field.
    public var name: String {
        switch self {
        case .focus: "focus"
        case .screen: "screen"
        case .activate: "activate"
        case .key: "key"
        case .move: "move"
        case .scroll: "scroll"
        case .crown: "crown"
        case .value: "value"
        case .data: "data"
        case .mark: "mark"
        case .hints: "hints"
        case .intent: "intent"
        case .timeline: "timeline"
        case .renderer: "renderer"
        case .speak: "speak"
        }
    }

    /// The fields after `t` and `event`, in order.
    public var fields: [(String, Value)] {
        switch self {
        case .focus(let id, let from): [("id", .string(orNull: id?.description)), ("from", .string(orNull: from?.description))]
        case .screen(let name): [("name", .string(name))]
        case .activate(let id): [("id", .string(orNull: id?.description))]
        case .key(let key, let result, let by):
            [("key", .string(key)), ("result", .string(result.rawValue)), ("by", .string(orNull: by?.traceName))]
        case .move(let direction, let by): [("direction", .string(direction.name)), ("by", .string(by.traceName))]
        case .scroll(let view, let offset, let position):
            [("view", .string(view.description)), ("offset", .number(offset)), ("position", position)]
        case .crown(let view, let value): [("view", .string(view.description)), ("value", .number(value))]
        case .value(let id, let value): [("id", .string(id.description)), ("value", value)]
        case .data(let what): [("what", .string(what))]
        case .mark(let name): [("name", .string(name))]
        case .hints(let family): [("family", .string(family.rawValue))]
        case .intent(let id, let pid): [("id", .string(id)), ("pid", .number(Double(pid)))]
        case .timeline(let entries): [("entries", .number(Double(entries)))]
        case .renderer(let name, let driver, let device, let reason):
            [("name", .string(name)), ("driver", .string(driver)), ("device", .string(device)), ("reason", .string(reason))]
        case .speak(let text, let interrupt): [("text", .string(text)), ("interrupt", .bool(interrupt))]
        }
    }

    /// The JSON line, with `t` in milliseconds first.
    public func jsonLine(milliseconds: Int) -> String {
        var parts = ["\"t\":\(milliseconds)", "\"event\":\(JSONText.quote(name))"]
        for (k, v) in fields { parts.append("\(JSONText.quote(k)):\(v.json)") }
        return "{" + parts.joined(separator: ",") + "}"
    }
}
