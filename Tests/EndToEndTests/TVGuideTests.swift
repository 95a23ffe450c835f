import Foundation
import Testing

/// The reuser's guide (`Examples/TVGuide`): 50 000 lazy rows beside a sidebar, run headless
/// through `SDLApp.run` as `make bench` runs it live.
@Suite struct TVGuideTests {
    @Test func theGuideScrollsItsRowsAndPlaysTheFocusedOne() throws {
        let r = try ExamplesTests.run("tv-guide-example", ["--headless", "--speak", "--keys", "right,down,down,down,return"])
        #expect(r.status == 0, "\(r.stdout)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // From the sidebar into the list, three rows down, each row read whole.
        #expect(lines.contains("right: focus @2/0"), "\(lines)")
        #expect(lines.contains("down: focus @2/3"), "\(lines)")
        #expect(lines.contains("  says: 18:00, News, Mountain Rescue 1, 11 percent, button, 4 of 50000"), "\(lines)")
        #expect(r.stdout.contains("return: focus @2/3"))
    }

    @Test func aRowCountThatIsNotANumberIsRefused() throws {
        // `--rows` takes a number; anything else is one line on stderr and status 2, no window.
        let r = try ExamplesTests.run("tv-guide-example", ["--rows", "many", "--headless"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
    }
}
