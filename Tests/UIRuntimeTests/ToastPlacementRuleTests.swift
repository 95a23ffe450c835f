import Testing
import UICore
@testable import UIRuntime

/// Where a toast's banner goes: trailing, below the top chrome, else above the bottom chrome,
/// else on the leading side; mirrored right to left; wrapped inside a narrow canvas.
@MainActor
@Suite struct ToastPlacementRuleTests {
    static let canvas = Size(width: 1920, height: 1080)
    /// A tab bar across the top and a footer legend across the bottom, as the cookbook's.
    static let bar = Rect(x: 80, y: 24, width: 1760, height: 100)
    static let footer = Rect(x: 80, y: 1012, width: 1760, height: 44)
    static let banner = Size(width: 500, height: 60)

    static func place(focused: Rect?, rtl: Bool = false) -> Rect {
        ToastPlacement(canvas: canvas, chrome: [bar, footer], focused: focused, rightToLeft: rtl).frame(for: banner)
    }

    @Test func theBannerSitsTrailingBelowTheTopChrome() {
        let gap = ToastPlacement.gap, inset = ToastPlacement.inset.x
        #expect(Self.place(focused: nil) == Rect(x: 1920 - inset - 500, y: Self.bar.maxY + gap, width: 500, height: 60))
        #expect(Self.place(focused: nil, rtl: true) == Rect(x: inset, y: Self.bar.maxY + gap, width: 500, height: 60))
    }

    @Test func aFocusedViewUnderThatSpotSendsItAboveTheBottomChromeThenToTheLeadingSide() {
        let gap = ToastPlacement.gap, inset = ToastPlacement.inset.x
        let topRight = Rect(x: 1400, y: 150, width: 400, height: 300)
        #expect(Self.place(focused: topRight) == Rect(x: 1920 - inset - 500, y: Self.footer.minY - gap - 60, width: 500, height: 60))
        let rightColumn = Rect(x: 1400, y: 130, width: 400, height: 870)
        #expect(Self.place(focused: rightColumn) == Rect(x: inset, y: Self.bar.maxY + gap, width: 500, height: 60))
        let leftColumn = Rect(x: 100, y: 130, width: 400, height: 870)
        #expect(Self.place(focused: leftColumn, rtl: true) == Rect(x: 1920 - inset - 500, y: Self.bar.maxY + gap, width: 500, height: 60))
    }

    @Test func ofTheFreeSpotsOnASideTheOneHidingLessTextWins() {
        let gap = ToastPlacement.gap, inset = ToastPlacement.inset.x
        // A heading under the top-trailing spot, nothing above the footer: the banner goes low.
        let heading = Rect(x: 1200, y: 140, width: 600, height: 80)
        let low = Rect(x: 1920 - inset - 500, y: Self.footer.minY - gap - 60, width: 500, height: 60)
        #expect(ToastPlacement(canvas: Self.canvas, chrome: [Self.bar, Self.footer], focused: nil, rightToLeft: false,
                               content: [heading]).frame(for: Self.banner) == low)
        // Text under both trailing spots, less of it low: still trailing, low.
        let caption = Rect(x: 1700, y: 960, width: 100, height: 20)
        #expect(ToastPlacement(canvas: Self.canvas, chrome: [Self.bar, Self.footer], focused: nil, rightToLeft: false,
                               content: [heading, caption]).frame(for: Self.banner) == low)
        // More hidden low than high (460×60 of the heading against the whole banner): high; the free,
        // empty leading side does not beat a free trailing spot.
        let high = Rect(x: 1920 - inset - 500, y: Self.bar.maxY + gap, width: 500, height: 60)
        #expect(ToastPlacement(canvas: Self.canvas, chrome: [Self.bar, Self.footer], focused: nil, rightToLeft: false,
                               content: [heading, low]).frame(for: Self.banner) == high)
    }

    @Test func onACanvasSmallerThanItsInsetsTheBannerStaysOnIt() {
        let canvas = Size(width: 150, height: 100), banner = Size(width: 130, height: 40)
        for rtl in [false, true] {
            let box = ToastPlacement(canvas: canvas, chrome: [], focused: nil, rightToLeft: rtl).frame(for: banner)
            #expect(box.minX >= 0 && box.maxX <= canvas.width && box.minY >= 0 && box.maxY <= canvas.height, "rtl \(rtl): \(box)")
        }
    }

    @Test func aMessageWiderThanANarrowCanvasWrapsInsideIt() {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            Button("x") {}.id("x")
        }
        _ = host.frame()
        let message = "Controller connected: a controller whose name is far too long for one line of a banner on this canvas"
        host.toasts.show(message)
        clock.advance(by: 0.5)
        let list = host.frame()
        let lines = list.items.compactMap { item -> (String, Point)? in
            if case .text(let s, let f, _, let origin) = item, s != "x" {
                #expect(origin.x >= 0 && origin.x + ApproximateTextMeasurer().size(of: s, font: f).width <= 800, "'\(s)' leaves the canvas")
                return (s, origin)
            }
            return nil
        }
        #expect(lines.count == ToastCenter.lineLimit, "\(lines.map(\.0))")
        #expect(lines.last?.0.hasSuffix("\u{2026}") == true, "the rest is cut with an ellipsis: \(lines.map(\.0))")
        #expect(message.hasPrefix(lines[0].0))
    }
}
