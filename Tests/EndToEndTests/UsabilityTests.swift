import Foundation
import Testing

/// What a new user hits in the first minutes, replayed through the real binary.
@Suite struct UsabilityTests {
    @Test func aGridsPartialLastRowIsNoDeadEnd() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/grid-partial-row.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

/// Issue 9 items 1 and 2: typing takes one path, live and replayed, and keeps every character.
@Suite struct TypingTests {
    /// A name longer than one SDL text event (31 bytes) arrives in several events within one
    /// frame; each must insert at the caret, not replace the field with its own piece.
    @Test func typingMoreThanOneTextEventKeepsEveryCharacter() throws {
        let dir = Cookbook.tempDir()
        let name = "Extra virgin olive oil, cold pressed, 500 ml"
        let script = dir.appendingPathComponent("long.replay")
        try "screen grocery\ntype \(name)\nexpect screen grocery\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Cookbook.savedGroceryNames(dir).contains(name))
    }

    /// Type-select reads key presses: `type` on the grid selects by its letters once each, and a
    /// space inside a text field types a space without activating anything.
    @Test func typeSelectAndFieldsReadEachKeyOnce() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("keys.replay")
        try "screen grid\ntype cho\nexpect focus chocolate-chip-cookies\nscreen grocery\ntype Two words\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Cookbook.savedGroceryNames(dir).contains("Two words"))
    }
}
