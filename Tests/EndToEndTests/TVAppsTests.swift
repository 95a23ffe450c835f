import Foundation
import Testing

/// Seven tvOS apps written from Apple's documentation shapes, not from the cookbook's screens
/// (`Examples/TVApps`), each run headless through `SDLApp.run` as a reuser would script them:
/// `--keys`, `--type`, `--speak` and `--trace`.
@Suite struct TVAppsTests {
    /// A run of one app: its printed steps, and the trace's events.
    struct Run {
        let status: Int32
        let stdout: String
        let trace: [[String: Any]]

        /// The focused view's name after start-up and after each input.
        var focus: [String] {
            stdout.split(separator: "\n").filter { !$0.hasPrefix("  ") }.map { line in
                String(line.components(separatedBy: "focus").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            }
        }

        /// Everything spoken, in order.
        var spoken: [String] {
            stdout.split(separator: "\n").filter { $0.hasPrefix("  says: ") }.map { String($0.dropFirst("  says: ".count)) }
        }

        /// The offsets a scroll view reported, in order.
        func offsets(_ view: String) -> [Double] {
            trace.filter { $0["event"] as? String == "scroll" && $0["view"] as? String == view }.compactMap { $0["offset"] as? Double }
        }

        /// The trace's events of one kind.
        func events(_ kind: String) -> [[String: Any]] { trace.filter { $0["event"] as? String == kind } }
    }

    /// Runs `app` headless with spoken feedback on and a trace.
    static func run(_ app: String, _ arguments: [String]) throws -> Run {
        let trace = Cookbook.tempDir().appendingPathComponent("\(app).trace")
        let r = try ExamplesTests.run("tv-apps-example", [app, "--headless", "--speak", "--trace", trace.path] + arguments)
        let lines = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""
        let events = lines.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return Run(status: r.status, stdout: r.stdout, trace: events)
    }

    @Test func aSettingsListTogglesAndPicksFromASheet() throws {
        let r = try Self.run("settings", ["--keys", "return,down,down,down,return,down,return"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.spoken.starts(with: ["Spoken feedback on", "Subtitles, off, switch button", "on"]), "\(r.spoken)")
        // The picker row opens its choices on a sheet, the current one marked; choosing closes it
        // with focus back on the row, which reads the new choice.
        #expect(r.spoken.contains("Audio Language, English, button"))
        #expect(r.spoken.contains("English, Selected, button, 1 of 5"))
        #expect(r.focus[5] == "English" && r.focus[6] == "Français")
        #expect(r.focus[7] == r.focus[4], "focus returns to the row that opened the sheet: \(r.focus)")
        #expect(r.spoken.last == "Audio Language, Français, button")
    }

    @Test func aSearchFieldNarrowsTheResultsAndUpReturnsToIt() throws {
        let r = try Self.run("search", ["--type", "star", "--keys", "down,right,right,up"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.focus.first == "search-field")
        #expect(r.spoken.contains("Movies, Shows and More, search field"))
        // Typing echoes each letter; the results below are the four titles with "star".
        #expect(r.spoken.contains("s") && r.spoken.contains("r"))
        let results = r.focus[2...4]
        #expect(results.allSatisfy { $0.hasPrefix("Star") }, "\(r.focus)")
        #expect(Set(results).count == 3)
        #expect(r.focus.last == "search-field")
        #expect(r.spoken.last == "Movies, Shows and More, star, search field")
    }

    @Test func nestedShelvesScrollIntoViewAndKeepTheirOwnOffsets() throws {
        let r = try Self.run("shelves", ["--keys", "right,down,down,down,right,right,right,right,right,return"])
        #expect(r.status == 0, "\(r.stdout)")
        // The first shelf's cards read their progress bars.
        #expect(r.spoken.contains("Up Next 1, 20 percent, button, 1 of 24"))
        #expect(r.spoken.contains("Up Next 2, 40 percent, button, 2 of 24"))
        #expect(r.focus[1] == "0/1")
        #expect(r.focus[4].hasPrefix("3/") && r.focus[9] == "3/6", "\(r.focus)")
        #expect(r.spoken.contains("Kids 7, button, 7 of 24"))
        // The outer scroll view moved down to the fourth shelf; that shelf's own scroll view
        // moved along; the first shelf's kept its own (barely moved) offset.
        #expect((r.offsets("scroll-1").last ?? 0) > 600, "\(r.offsets("scroll-1"))")
        #expect((r.offsets("3/scroll-1").last ?? 0) > 200, "\(r.offsets("3/scroll-1"))")
        #expect(r.offsets("0/scroll-1").allSatisfy { $0 < 200 })
        #expect(r.events("activate").count == 1)
    }

    @Test func aFormsSendWaitsForANameAndItsSheetsCancelRoleAnswersBack() throws {
        let empty = try Self.run("form", ["--keys", "down,down,down"])
        // Send is disabled while the name is empty: Down stops on the switch above it.
        #expect(empty.focus.suffix(2) == [empty.focus[2], empty.focus[2]], "\(empty.focus)")
        let r = try Self.run("form", ["--type", "Ada", "--keys", "down,down,down,return,escape,return,down,return,up"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.spoken.contains("Name, text field"))
        #expect(r.spoken.contains("Send your details?"))
        // Escape in the sheet presses its cancel-role button (an `activate` of that button),
        // and focus comes back to Send.
        let activated = r.events("activate").compactMap { $0["id"] as? String }
        #expect(activated.count == 4, "\(activated)")
        #expect(activated[1] != activated[0] && r.focus[6] == r.focus[4], "\(r.focus)")
        #expect(r.spoken.contains("Name, Ada, text field") == false)
        // The destructive Discard: the sheet closes, the name is gone and Send is disabled, so
        // focus is elsewhere; Up reaches the emptied name field.
        #expect(r.spoken.contains("Discard, button"))
        #expect(r.focus[9] != r.focus[4])
        #expect(r.spoken.last == "Name, text field", "\(r.spoken)")
    }

    @Test func aPagedCarouselSnapsAPageAtATime() throws {
        let r = try Self.run("carousel", ["--keys", "right,right,left"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.focus == ["0", "1", "2", "1"])
        #expect(r.spoken.contains("Desert, 2 of 5") && r.spoken.contains("Forest, 3 of 5"))
        #expect(r.offsets("scroll-1") == [1920, 3840, 1920])
    }

    @Test func aLibraryShowsWhatItsAsyncLoadBrings() throws {
        // The listing arrives from a `Task { @MainActor in … await … }`: it lands (the films are
        // there to move up to), and Refresh brings the next listing, whose first film leads.
        let r = try Self.run("library", ["--keys", "up,down,return,up"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.focus.first == "auto-1" && r.spoken.starts(with: ["Spoken feedback on", "Refresh, button"]), "\(r.stdout)")
        #expect(r.focus[1] == "Arrival" && r.spoken.contains("Arrival, button, 1 of 6"), "\(r.stdout)")
        #expect(r.focus[4] == "Blade Runner" && r.spoken.last == "Blade Runner, button, 1 of 6", "\(r.stdout)")
    }

    @Test func anAppNameIsRequired() throws {
        let r = try ExamplesTests.run("tv-apps-example", ["--headless"])
        #expect(r.status == 2)
    }
}

extension TVAppsTests {
    /// The app frame of tabs: focus on a tab shows its screen, a form's picker chooses from its
    /// sheet, Back returns to the tab, and each tab is named by its title in the trace.
    @Test func aTabViewFrameSwitchesScreensAndPicks() throws {
        let r = try Self.run("tabs", ["--keys", "right,down,down,down,return,down,return,escape,right,down"])
        #expect(r.status == 0)
        #expect(r.focus.first == "Watch Now" && r.focus[1] == "Settings")
        #expect(r.spoken.contains("Streaming Quality, Automatic, button"))
        #expect(r.spoken.contains("High, button, 2 of 3"), "the picker's choices on their sheet")
        #expect(r.spoken.contains("Streaming Quality, High, button"), "the choice made, the sheet closed")
        #expect(r.focus[8] == "Settings", "Back from the screen returns to its tab")
        #expect(r.focus[9] == "Search" && r.spoken.contains("Shows, text field"))
        #expect(r.events("key").contains { $0["key"] as? String == "escape" && $0["by"] as? String == "tab-bar" })
    }
}
