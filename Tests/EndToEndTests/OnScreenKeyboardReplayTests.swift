import Foundation
import Testing

/// A gamepad user types a grocery item with the on-screen keyboard, replayed
/// through the real binary with the virtual pad.
@Suite struct OnScreenKeyboardReplayTests {
    @Test func aPadUserTypesAGroceryItemAndItIsCommitted() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl").path
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/onscreen-keyboard.replay"), "--trace", trace,
                                  "--data-dir", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        // The keys' text went through the field's binding (a `value` per key) and the last one,
        // "Eggs", was committed (`data` after it) before the keyboard closed.
        let values = lines.filter { $0.contains("\"event\":\"value\",\"id\":\"grocery-3-name\"") }
        #expect(values.map { $0.components(separatedBy: "\"value\":").last ?? "" }
                == ["\"E\"}", "\"Eg\"}", "\"Egg\"}", "\"Eggt\"}", "\"Egg\"}", "\"Eggs\"}"])
        let eggs = try #require(lines.firstIndex { $0.contains("\"value\":\"Eggs\"") })
        let closed = try #require(lines.firstIndex { $0.contains("\"event\":\"mark\",\"name\":\"closed\"") })
        #expect(lines[eggs..<closed].contains { $0.contains("\"event\":\"data\",\"what\":\"grocery name grocery-3\"") })
        #expect(try Cookbook.savedGroceryNames(dir).contains("Eggs"))
    }

    /// A remote that sends keys opens the on-screen keyboard with the `keyboard` action and types
    /// with arrows and OK (Return presses the focused key while the keyboard was opened from keys).
    @Test func aRemoteWithArrowsAndOKTypesAGroceryItem() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl").path
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/onscreen-keyboard-keys.replay"), "--trace", trace,
                                  "--data-dir", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        let values = lines.filter { $0.contains("\"event\":\"value\",\"id\":\"grocery-3-name\"") }
        // An empty field starts with a capital: B, then b, then a.
        #expect(values.map { $0.components(separatedBy: "\"value\":").last ?? "" } == ["\"B\"}", "\"Bb\"}", "\"Bba\"}"])
        #expect(lines.contains { $0.contains("\"event\":\"key\",\"key\":\"ctrl+k\",\"result\":\"handled\",\"by\":\"osk\"") })
        _ = try #require(lines.firstIndex { $0.contains("\"event\":\"mark\",\"name\":\"closed\"") })
    }
}
