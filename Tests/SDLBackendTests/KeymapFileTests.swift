import Foundation
@testable import SDLBackend
import Testing
import UICore
import UIRuntime

/// `keymap.toml`'s strict subset: entries replace an action's defaults; each bad entry is one
/// problem on its line and keeps its action's defaults.
struct KeymapFileTests {
    @Test func entriesReplaceTheDefaultsOfTheirAction() {
        let (b, problems) = KeymapFile.parse("""
            # my map
            [keys]
            up = "w"   # one key
            select = ["return", "ctrl+e",]
            [pad]
            favourite = "X"
            """)
        #expect(problems.isEmpty)
        #expect(b.action(for: KeyPress(key: .character("w"))) == .up)
        #expect(b.action(for: KeyPress(key: .upArrow)) == nil)
        #expect(b.action(for: KeyPress(key: .character("e"), modifiers: .control)) == .select)
        #expect(b.action(for: KeyPress(key: .space)) == nil)
        #expect(b.action(for: .x) == .favourite && b.action(for: .y) == nil)
        // Untouched actions keep theirs; Shift+arrow still moves (bare-key fallback).
        #expect(b.action(for: KeyPress(key: .tab, modifiers: .shift)) == .previous)
        #expect(b.action(for: KeyPress(key: .downArrow, modifiers: .shift)) == .down)
        #expect(b.action(for: .b) == .back)
    }

    @Test func eachBadEntryIsOneProblemOnItsLineAndKeepsTheDefault() {
        let (b, problems) = KeymapFile.parse("""
            [keys]
            up = "banana"
            jump = "j"
            down = s
            up = "w"
            [pad]
            back = ["b", "triangle"]
            [mouse]
            select = "left"
            """)
        #expect(problems.map(\.line) == [2, 3, 4, 7, 8, 9], "\(problems)")
        #expect(problems[0].message == "unknown key 'banana'")
        #expect(problems[1].message.hasPrefix("unknown action 'jump'"))
        #expect(problems[2].message == "the value of 'down' must be \"NAME\" or [\"NAME\", …]")
        #expect(problems[3].message.hasPrefix("unknown pad button 'triangle'"))
        #expect(problems[4].message.hasPrefix("unknown table '[mouse]'"))
        #expect(problems[5].message == "an entry outside [keys] or [pad]")
        // Line 5 ("up" again after a bad "up") applies: the first bad one never took the action.
        #expect(b.action(for: KeyPress(key: .character("w"))) == .up)
        #expect(b.action(for: KeyPress(key: .downArrow)) == .down)
        #expect(b.action(for: .start) == .back && b.action(for: .b) == .back)
    }
}
