import Foundation
import Testing
import UICore
import UIRuntime
import Rasterizer
@testable import CookbookApp

/// `cookbook replay` between shots leaves out the app's frames that only change in looks: the
/// trace and every shot stay as when every due frame is built, scrolling included.
@Suite struct LooksOnlyReplayTests {
    /// What one run produced: frames built, the trace, the shots.
    struct Run { var built = 0; var trace: [String] = []; var shots: [DisplayList] = [] }

    /// Replays key taps on the recipe grid from apple-pie, 0.25 s apart as a replay's lines,
    /// with a shot 5 frames after each tap and one at the end of each line.
    static func run(_ keys: [Key], skipping: Bool) throws -> Run {
        let h = try Harness()
        let backend = QueuedEventsBackend(clock: h.clock)
        let host = Host(app: h.runtime, backend: backend, clock: h.clock)
        var built = 0
        func step(_ n: Int) {
            for _ in 0..<n {
                h.clock.advance(by: 1.0 / 60)
                if host.stepVirtualFrame(skippingLooks: skipping) { built += 1 }
            }
        }
        var shots: [DisplayList] = []
        _ = h.runtime.context.focus(id: "apple-pie")
        host.setNeedsFrame()
        step(15)
        for key in keys {
            backend.queued = [.key(KeyPress(key: key)), .key(KeyPress(key: key, phase: .up))]
            step(5)
            shots.append(host.renderFrame(present: false))
            step(10)
            shots.append(host.renderFrame(present: false))
        }
        step(60)
        return Run(built: built, trace: h.trace, shots: shots)
    }

    /// Whether two lists draw the same items in the same order, positions alike to a millionth
    /// of a point.
    static func alike(_ a: DisplayList, _ b: DisplayList) -> Bool {
        a.size == b.size && a.background == b.background && a.items.count == b.items.count
            && a.scrollContents == b.scrollContents
            && zip(a.items, b.items).allSatisfy { $0 == $1 || $1.isTranslation(of: $0, by: Point(x: 0, y: 0)) }
    }

    @Test func scrollingTheGridTracesAndShowsTheSameWithFewerFrames() throws {
        let keys: [Key] = [.rightArrow, .downArrow, .downArrow, .downArrow, .downArrow, .rightArrow, .upArrow]
        let every = try Self.run(keys, skipping: false), looks = try Self.run(keys, skipping: true)
        #expect(every.trace.contains { $0.contains("\"event\":\"scroll\"") && $0.contains("recipe-grid") })
        #expect(looks.trace == every.trace)
        // Compared shot by shot: a diff of whole lists would print thousands of items. Scrolled
        // items are moved by adding each frame's change of offset, so a shot reached through
        // other frames can hold a position a few ulps away (10⁻¹³ pt): alike to a millionth of a
        // point (`DisplayItem.translationTolerance`), as renderers compare frames.
        #expect(looks.shots.count == every.shots.count)
        let differing = zip(looks.shots, every.shots).enumerated().filter { !Self.alike($0.element.0, $0.element.1) }.map(\.offset)
        #expect(differing.isEmpty, "shots \(differing) of \(every.shots.count) differ")
        #expect(looks.built < every.built)
    }
}
