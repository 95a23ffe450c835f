import Testing
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Scroll indicators")
struct IndicatorTests {
    @Test("automatic shows only with a mouse in use; never never; visible always while scrolling")
    func visibility() {
        var automatic = ScrollIndicators(visibility: .automatic)
        #expect(automatic.opacity(at: 10, lastScrollActivity: 10, isScrolling: true) == 0)
        automatic.noteMouseActivity(at: 9)
        #expect(automatic.opacity(at: 10, lastScrollActivity: 10, isScrolling: true) == 1)
        // Mouse unseen for longer than the recency window: hidden again.
        #expect(automatic.opacity(at: 20, lastScrollActivity: 20, isScrolling: true) == 0)
        var never = ScrollIndicators(visibility: .never)
        never.noteMouseActivity(at: 10)
        #expect(never.opacity(at: 10, lastScrollActivity: 10, isScrolling: true) == 0)
        var hidden = ScrollIndicators(visibility: .hidden)
        #expect(hidden.opacity(at: 10, lastScrollActivity: 10, isScrolling: true) == 0)
        hidden.noteMouseActivity(at: 10)
        #expect(hidden.opacity(at: 10, lastScrollActivity: 10, isScrolling: true) == 1)
        let visible = ScrollIndicators(visibility: .visible)
        #expect(visible.opacity(at: 10, lastScrollActivity: nil, isScrolling: true) == 1)
    }

    @Test("indicators fade after scrolling stops")
    func fading() {
        let visible = ScrollIndicators(visibility: .visible)
        #expect(visible.opacity(at: 10.5, lastScrollActivity: 10, isScrolling: false) == 1)
        #expect(TestSupport.close(visible.opacity(at: 11.15, lastScrollActivity: 10, isScrolling: false), 0.5))
        #expect(visible.opacity(at: 11.3, lastScrollActivity: 10, isScrolling: false) == 0)
        #expect(visible.opacity(at: 11.3, lastScrollActivity: nil, isScrolling: false) == 0)
        let clock = ManualClock(start: 100)
        let c = verticalController(clock)
        c.wheel(notches: 2)
        runToRest(c, clock)
        var automatic = ScrollIndicators()
        automatic.noteMouseActivity(at: 100)
        #expect(automatic.opacity(for: c) == 1)
        clock.advance(by: 3)
        #expect(automatic.opacity(for: c) == 0)
    }

    @Test("thumb rect follows offset, respects indicator margins")
    func thumb() {
        var g = ScrollGeometry(axes: .vertical, containerSize: Size(width: 400, height: 1000),
                               contentSize: Size(width: 400, height: 4000))
        let top = ScrollIndicators.thumbRect(for: g, axis: .vertical)!
        #expect(top == Rect(x: 400 - 2 - 6, y: 0, width: 6, height: 250))
        g.contentOffset.y = 3000
        #expect(ScrollIndicators.thumbRect(for: g, axis: .vertical)!.maxY == 1000)
        g.contentOffset.y = 1500
        #expect(ScrollIndicators.thumbRect(for: g, axis: .vertical)!.minY == 375)
        g.setContentMargins(EdgeInsets(top: 100, leading: 0, bottom: 100, trailing: 10), for: .scrollIndicators)
        let inset = ScrollIndicators.thumbRect(for: g, axis: .vertical)!
        #expect(inset.minY == 100 + (800 - 200) * 0.5 && inset.height == 200 && inset.maxX == 400 - 10 - 2)
        g.contentOffset.y = -100
        #expect(ScrollIndicators.thumbRect(for: g, axis: .vertical)!.height == 100)
        #expect(ScrollIndicators.thumbRect(for: g, axis: .horizontal) == nil)
        let fits = ScrollGeometry(containerSize: Size(width: 400, height: 1000), contentSize: Size(width: 400, height: 500))
        #expect(ScrollIndicators.thumbRect(for: fits, axis: .vertical) == nil)
    }

    @Test("controller helpers: thumb in window coordinates")
    func controllerThumb() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.scroll(to: Point(x: 0, y: 4000), animated: false)
        let thumb = c.indicatorThumbRect(along: .vertical, in: Rect(x: 100, y: 50, width: 400, height: 1000))
        #expect(thumb == Rect(x: 100 + 392, y: 50 + 800, width: 6, height: 200))
        let seen = ScrollIndicators(visibility: .automatic, lastMouseActivity: 0)
        #expect(seen.isMouseInUse(at: 1) && !seen.isMouseInUse(at: 6))
    }
}
