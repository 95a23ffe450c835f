import Foundation
import Testing

/// The app as a person meets it: the real window under a virtual X server, real X11 keys, mouse
/// and wheel from xdotool, observed through the live `--trace`. Few and quick: each starts the app once.
@Suite(.serialized, .enabled(if: LiveSession.toolsAvailable, "needs xvfb-run and xdotool (make setup)"))
struct LiveTests {
    @Test func liveTraceIsWrittenAsItHappens() throws {
        let app = try LiveSession()
        // The first frame's focus is traced before any input, with a wall-clock time.
        let first = try #require(app.events.first { $0["event"] as? String == "focus" })
        #expect(first["t"] is Int)
        try app.key("Right")
        #expect(app.waitFor { $0.contains { $0["event"] as? String == "key" && $0["key"] as? String == "right" } },
                "\(app.events)")
    }

    /// Letters arrive once (as key presses), live as in replay.
    @Test func typeSelectReadsEachLetterOnce() throws {
        let app = try LiveSession()
        try app.type("cho", delay: 60)
        #expect(app.waitForFocus("chocolate-chip-cookies"), "focus: \(app.focusedID ?? "none")")
    }
}

extension LiveTests {
    /// A fast typist (a key every few ms) keeps every letter in a grocery field.
    @Test func fastTypingKeepsEveryLetter() throws {
        let app = try LiveSession(["--screen", "grocery"])
        let text = "quickbrownfoxjumpsoverthelazydog"
        try app.type(text, delay: 2)
        #expect(app.waitFor { events in
            events.last { $0["event"] as? String == "value" }?["value"] as? String == text
        }, "\(app.events.filter { $0["event"] as? String == "value" }.last ?? [:])")
    }
}

extension LiveTests {
    /// Live, Ctrl+Q ends the app with exit 0.
    @Test func controlQQuitsTheLiveApp() throws {
        let app = try LiveSession()
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
    }
}

extension LiveTests {
    /// A click on a grid tile opens the recipe with focus in the
    /// detail screen, and a click on an emoji rates it.
    @Test func aMouseUserOpensAndRatesARecipe() throws {
        let app = try LiveSession()
        try app.click(canvasX: 1612, y: 277) // Crème Brûlée's tile
        #expect(app.waitForFocus("rating-picker"), "focus: \(app.focusedID ?? "none")")
        try app.click(canvasX: 356, y: 791) // 🥰 in the rating picker
        #expect(app.waitFor { $0.contains { $0["id"] as? String == "rating-picker" && $0["value"] as? String == "delicious" } },
                "\(app.events.suffix(5))")
    }

    /// One highlight at a time. Moving the pointer onto a tile focuses it, and
    /// the arrow keys go on from there.
    @Test func thePointerMovesFocusAndTheKeysGoOnFromIt() throws {
        let app = try LiveSession()
        try app.movePointer(canvasX: 767, y: 300) // Apple Pie's tile (the first report may only note where it is)
        try app.movePointer(canvasX: 1190, y: 300) // onto Baklava's
        #expect(app.waitForFocus("baklava"), "focus: \(app.focusedID ?? "none")")
        try app.key("Left")
        #expect(app.waitForFocus("apple-pie"), "focus: \(app.focusedID ?? "none")")
    }
}
