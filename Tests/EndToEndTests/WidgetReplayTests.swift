import Foundation
import Testing

/// `cookbook replay` on the caffeine widget: the real extension process performs each intent,
/// the trace reports `intent` → `timeline` → `value` in that order, and drinks logged with the
/// keyboard, the gamepad and the mouse all land in the shared store.
@Suite struct WidgetReplayTests {
    struct Event { var t: Int; var event: String; var id: String?; var value: Double?; var pid: Double?; var what: String? }

    static func events(_ trace: URL) throws -> [Event] {
        try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return Event(t: obj["t"] as? Int ?? -1, event: obj["event"] as? String ?? "", id: obj["id"] as? String,
                         value: obj["value"] as? Double, pid: obj["pid"] as? Double, what: obj["what"] as? String)
        }
    }

    @Test func drinksLoggedByKeyboardPadAndMouseGoThroughTheExtension() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl")
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/widget-drinks.replay"), "--shots", dir.path,
                                  "--trace", trace.path, "--data-dir", dir.appendingPathComponent("data").path])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let events = try Self.events(trace)
        let intents = events.filter { $0.event == "intent" }
        #expect(intents.map(\.id) == ["log-espresso", "log-double-espresso", "log-cold-brew", "undo-last-drink"])
        // One extension process performed them all.
        #expect(Set(intents.compactMap(\.pid)).count == 1 && (intents.first?.pid ?? 0) > 0)
        // Every entry the widget showed reported its total, the first one (before any tap) included;
        // the preview's midnight entry shows 0.
        let totals = events.filter { $0.event == "value" && $0.id == "total-caffeine" }.compactMap(\.value)
        #expect(totals == [0, 64, 192, 347, 192, 0, 192])
        // Each intent is followed by its reload, then the new total.
        for intent in intents {
            let after = events.drop { $0.t < intent.t || $0.event != "intent" || $0.id != intent.id }.dropFirst()
            let next = after.filter { ["timeline", "value", "intent"].contains($0.event) }.prefix(2).map(\.event)
            #expect(next == ["timeline", "value"], "after \(intent.id ?? "")")
        }
        #expect(events.filter { $0.event == "data" }.compactMap(\.what)
                == ["caffeine espresso", "caffeine double-espresso", "caffeine cold-brew", "caffeine undo"])
        // The stale frame and the settled one differ (dimmed total, shimmer).
        let stale = try Data(contentsOf: dir.appendingPathComponent("widget-stale.png"))
        let after = try Data(contentsOf: dir.appendingPathComponent("widget-after.png"))
        #expect(stale != after)
    }
}
