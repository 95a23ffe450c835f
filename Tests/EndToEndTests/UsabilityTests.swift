import Foundation
import Testing

/// What a new user hits in the first minutes, replayed through the real binary.
@Suite struct UsabilityTests {
    @Test func aGridsPartialLastRowIsNoDeadEnd() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/grid-partial-row.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

/// Typing takes one path, live and replayed, and keeps every character.
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

extension UsabilityTests {
    /// Moving into the tab bar lands on the current tab, and focusing a tab shows its screen.
    @Test func tabBarFollowsTheCurrentTab() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/tab-bar.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension UsabilityTests {
    /// The grocery list's "Done" keeps the focus Up gives it.
    @Test func groceryDoneKeepsFocusReachedByUp() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/grocery-done.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension UsabilityTests {
    /// Every detail control is reachable by D-pad from every other.
    @Test func detailControlsReachEachOtherByDPad() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/detail-controls.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// A mouse user opens a recipe from the grid (focus lands in the detail screen)
    /// and rates it by clicking an emoji.
    @Test func aMouseUserCanOpenAndRateARecipe() throws {
        let (r, text) = try Cookbook.replayWithTrace("Scripts/mouse-rating.replay")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(text.contains("\"id\":\"rating-picker\",\"value\":\"delicious\""))
    }
}

/// Quitting without a window manager, and what a quit means in a replay.
@Suite struct QuitTests {
    @Test func backOnTheTabBarAsksAndYesQuitsTheReplayCleanly() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl").path
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/quit.replay"), "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("\"event\":\"activate\",\"id\":\"quit-yes\""))
    }

    /// Ctrl+Q quits at once, committing a name still in its typing debounce; a line after the quit
    /// could never run, so the script is refused naming it.
    @Test func controlQQuitsCommittingEditsAndNothingMayFollow() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("q.replay")
        try "screen grocery\ntype Saffron\nkey ctrl+q\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Cookbook.savedGroceryNames(dir).contains("Saffron"))
        try "key ctrl+q\n# a comment\nexpect screen grid\n".write(to: script, atomically: true, encoding: .utf8)
        let after = try Cookbook.run(["replay", script.path])
        #expect(after.status == 2)
        #expect(after.stderr == "\(script.path):3: the app quit at line 1; nothing can follow it\n")
    }
}

extension UsabilityTests {
    /// Escape presses a sheet's cancel button wherever focus
    /// is in the sheet; Return presses the focused button (what the reader announced), the
    /// default one when it has focus; the pad's A presses the focused one.
    @Test func sheetsTakeReturnAndEscapeAsTheirDefaultAndCancelButtons() throws {
        let (r, text) = try Cookbook.replayWithTrace("Scripts/keyboard-shortcuts.replay")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(text.contains("\"event\":\"activate\",\"id\":\"sheet-ok\""))
        #expect(text.contains("\"event\":\"activate\",\"id\":\"sheet-view-grocery-list\""))
        #expect(text.contains("\"event\":\"activate\",\"id\":\"quit-no\""))
    }
}

extension UsabilityTests {
    /// Paddles disabled at the ends, focus never resting on a disabled one.
    @Test func galleryPaddlesAreDisabledAtTheEnds() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/gallery-paddles.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension UsabilityTests {
    /// The gallery is entered on a card (first, then the one focused last), never
    /// on a paddle, by shoulder button and by Down from its tab.
    @Test func theGalleryIsEnteredOnACard() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/gallery-entry.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension UsabilityTests {
    /// Down from Cold Brew reaches the Decaf/Undo row (each widget row is a
    /// focus section), not the timeline below it.
    @Test func downFromTheLastDrinkReachesTheDecafRow() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/widget-rows.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
