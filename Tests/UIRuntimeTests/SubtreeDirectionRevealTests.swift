import Testing
import UICore
import ScrollEngine
@testable import UIRuntime

/// A scroll view laid out right to left by `.environment(\.layoutDirection, .rightToLeft)` on
/// the view holding it (as an app tries its right-to-left layout, or shows one shelf of Arabic
/// titles in a left-to-right window): moving focus along it scrolls it to the focused view, as
/// a scroll view does when the whole window is right to left. The reveal used the window's
/// direction: focus went on along the shelf past its left edge, out of sight, and the shelf
/// never moved. Set on the app's root view, the direction also orders where focus starts
/// (the leading, right-most view) and where Tab goes, as the window's own direction does.
@MainActor
@Suite struct SubtreeDirectionRevealTests {
    struct Shelf: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 40) {
                    ForEach(0..<30, id: \.self) { p in
                        Text("Poster \(p)").frame(width: 200, height: 300).focusable().id("poster-\(p)")
                    }
                }
            }
            .id("shelf")
        }
    }

    static let window = Rect(x: 0, y: 0, width: 1280, height: 720)

    @Test func focusStartsAtTheLeadingPosterOfAnAppSetRightToLeft() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window.size, clock: clock) { Shelf().environment(\.layoutDirection, .rightToLeft) }
        settle(host, clock)
        #expect(host.context.focusedID == "poster-0", "right to left, focus starts at the right, on the first poster")
    }

    @Test func focusMovingAlongARightToLeftShelfScrollsItIntoSight() throws {
        let clock = ManualClock()
        let host = identityHost(Self.window.size, clock: clock) { Shelf().environment(\.layoutDirection, .rightToLeft) }
        #expect(host.context.focus(id: "poster-0"))
        _ = host.frame()
        settle(host, clock)
        let first = try #require(host.root?.find(id: "poster-0")).frame
        #expect(first.maxX > Self.window.width - 300, "right to left, the first poster is at the right: \(first)")
        press(host, .leftArrow, clock: clock, times: 8)
        #expect(host.context.focusedID == "poster-8")
        let poster = try #require(host.root?.find(id: "poster-8"), "the focused poster is built")
        #expect(Self.window.contains(poster.frame), "the focused poster is in the window: \(poster.frame)")
        #expect((host.scrolls.offsets(pixelsPerPoint: 1)["shelf"] ?? 0) > 0)
        press(host, .rightArrow, clock: clock, times: 8)
        #expect(host.context.focusedID == "poster-0")
        #expect(host.scrolls.offsets(pixelsPerPoint: 1)["shelf"] == 0, "back at the start, the shelf is back at its start")
    }
}
