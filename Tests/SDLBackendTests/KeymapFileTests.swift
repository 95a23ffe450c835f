import Foundation
@testable import Rasterizer
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

    @Test func aKeyTwoActionsShareIsReportedOnTheEntrysLine() {
        let (b, problems) = KeymapFile.parse("""
            [keys]
            up = "return"
            """)
        #expect(problems.count == 1)
        #expect(problems.first?.line == 2)
        #expect(problems.first?.message == "'return' is bound to 'up' and to 'select': only 'up' gets it (the entry given last)")
        #expect(b.action(for: KeyPress(key: .return)) == .up)
    }

    @Test func everyActionOnOneKeyIsReportedForEachEntry() {
        let text = "[keys]\n" + InputAction.allCases.map { "\($0.rawValue) = \"k\"" }.joined(separator: "\n")
        let (_, problems) = KeymapFile.parse(text)
        #expect(problems.count == InputAction.allCases.count)
        #expect(problems.allSatisfy { $0.message.hasPrefix("'k' is bound to") })
    }

    static func file(_ text: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-keymap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("keymap.toml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func thousandsOfBadLinesAreTwentyProblemsAndACount() throws {
        let url = try Self.file("[keys]\n" + String(repeating: "nonsense\n", count: 3_000))
        let (b, problems) = KeymapFile.load(url)
        #expect(b == .defaults)
        #expect(problems.count == KeymapFile.problemLimit + 1)
        #expect(problems.last == "\(url.path): and \(3_000 - KeymapFile.problemLimit) more problems")
    }

    @Test func aHugeKeyMapIsNotRead() throws {
        let url = try Self.file("[keys]\nup = \"" + String(repeating: "w", count: KeymapFile.sizeLimit) + "\"\n")
        let (b, problems) = KeymapFile.load(url)
        #expect(b == .defaults)
        #expect(problems == ["\(url.path): the key map is larger than 64 KiB (ignored; the default keys apply)"])
    }
}

extension KeymapFileTests {
    /// The remote's buttons have default meanings, and the colour keys (bound to
    /// nothing by default) can be given any action.
    @Test func theRemotesButtonsHaveDefaultsAndTheColourKeysCanBeBound() {
        let d = InputBindings.defaults
        #expect(d.action(for: KeyPress(key: .back)) == .back)
        #expect(d.action(for: KeyPress(key: .homeButton)) == .home)
        #expect(d.action(for: KeyPress(key: .menu)) == .contextMenu)
        #expect(d.action(for: KeyPress(key: .select)) == .select)
        #expect(d.action(for: KeyPress(key: .playPause)) == .playPause)
        #expect(d.action(for: KeyPress(key: .nextTrack)) == .fastForward)
        #expect(d.action(for: KeyPress(key: .channelDown)) == .pageDown)
        #expect(d.action(for: KeyPress(key: .info)) == .info)
        #expect(d.action(for: KeyPress(key: .red)) == nil)
        #expect(d.action(for: .guide) == .home)
        let (b, problems) = KeymapFile.parse("""
            [keys]
            favourite = ["ctrl+f", "red"]
            grocery = "green"
            context-menu = ["menu", "blue"]
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(b.action(for: KeyPress(key: .red)) == .favourite)
        #expect(b.action(for: KeyPress(key: .green)) == .grocery)
        #expect(b.action(for: KeyPress(key: .blue)) == .contextMenu)
        #expect(b.action(for: KeyPress(key: .menu)) == .contextMenu)
    }
}
