import Testing
import UICore
import TestSupport
@testable import ScrollEngine

/// Ticks `controller` at 60 Hz until it stops animating (at most `limit` seconds); returns the seconds spent.
@discardableResult
func runToRest(_ controller: ScrollController, _ clock: ManualClock, limit: Double = 15) -> Double {
    var elapsed = 0.0
    controller.tick()
    while controller.isAnimating && elapsed < limit {
        clock.advance(by: 1.0 / 60)
        elapsed += 1.0 / 60
        controller.tick()
    }
    return elapsed
}

func verticalController(_ clock: ManualClock, container: Double = 1000, content: Double = 5000,
                        behavior: any ScrollTargetBehavior = FreeScrollTargetBehavior()) -> ScrollController {
    ScrollController(axes: .vertical, clock: clock, behavior: behavior,
                     containerSize: Size(width: 400, height: container), contentSize: Size(width: 400, height: content))
}

@Suite("Scroll controller")
struct ControllerTests {
    @Test("a free fling decelerates to the natural end and stops")
    func freeFling() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.drag(by: Point(x: 0, y: 300))
        #expect(c.offset.y == 300 && c.isDragging)
        c.endDrag(velocity: Point(x: 0, y: 2000))
        #expect(c.isAnimating)
        #expect(TestSupport.close(c.restingOffset.y, 300 + 998, 1e-6))
        clock.advance(by: 0.5); c.tick()
        #expect(c.offset.y > 300 && c.offset.y < 1298)
        let t = runToRest(c, clock)
        #expect(!c.isAnimating)
        #expect(TestSupport.close(c.offset.y, 1298, 1e-6))
        #expect(t < 6)
    }

    @Test("a fling past the end bounces back and rests at the edge")
    func flingPastEnd() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.scroll(to: Point(x: 0, y: 3800), animated: false)
        c.endDrag(velocity: Point(x: 0, y: 3000))
        var peak = 0.0
        c.tick()
        while c.isAnimating {
            clock.advance(by: 1.0 / 120); c.tick()
            peak = max(peak, c.offset.y)
        }
        #expect(peak > 4000, "it overshoots the edge before springing back")
        #expect(peak < 4200)
        #expect(c.offset.y == 4000)
    }

    @Test("dragging past the edge rubber-bands and springs back on release")
    func rubberBandDrag() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.beginDrag()
        c.drag(by: Point(x: 0, y: -100))
        #expect(TestSupport.close(c.offset.y, -(0.55 * 1000 * 100 / (1000 + 55)), 1e-9))
        c.drag(by: Point(x: 0, y: 100))
        #expect(TestSupport.close(c.offset.y, 0, 1e-9))
        c.drag(by: Point(x: 0, y: -200))
        c.endDrag(velocity: .zero)
        runToRest(c, clock)
        #expect(c.offset.y == 0)
        #expect(!c.isAnimating)
    }

    @Test("view-aligned release springs onto the behaviour's target")
    func viewAlignedRelease() {
        let clock = ManualClock()
        let c = ScrollController(axes: .horizontal, clock: clock, behavior: ViewAlignedScrollTargetBehavior(),
                                 containerSize: Size(width: 1000, height: 300), contentSize: .zero)
        let layout = LazyStackGeometry(axis: .horizontal, count: 1_000_000, itemLength: 460, spacing: 20, crossLength: 300)
        c.setContentMargins(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40), for: .scrollContent)
        c.setGeometry(container: Size(width: 1000, height: 300), content: layout.contentSize,
                      targets: ScrollTargetSet(layout: layout, axis: .horizontal))
        c.endDrag(velocity: Point(x: 1500, y: 0))
        #expect(c.restingOffset.x == 960)
        runToRest(c, clock)
        #expect(c.offset.x == 960)
        #expect(c.scrollPositionIndex == 2)
    }

    @Test("paging release moves one page")
    func pagingRelease() {
        let clock = ManualClock()
        let c = verticalController(clock, behavior: PagingScrollTargetBehavior())
        c.drag(by: Point(x: 0, y: 150))
        c.endDrag(velocity: Point(x: 0, y: 600))
        runToRest(c, clock)
        #expect(c.offset.y == 1000)
        c.drag(by: Point(x: 0, y: -100))
        c.endDrag(velocity: Point(x: 0, y: 20))
        runToRest(c, clock)
        #expect(c.offset.y == 1000)
    }

    @Test("wheel notches ease 100 pt each and accumulate")
    func wheel() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.wheel(notches: 3)
        #expect(c.restingOffset.y == 300)
        clock.advance(by: 0.09); c.tick()
        #expect(c.offset.y > 150 && c.offset.y < 300, "ease-out is past halfway at half time")
        c.wheel(notches: 1)
        #expect(c.restingOffset.y == 400)
        clock.advance(by: 0.18); c.tick()
        #expect(c.offset.y == 400)
        #expect(!c.isAnimating)
        c.wheel(notches: -10)
        runToRest(c, clock)
        #expect(c.offset.y == 0)
        c.wheel(notches: 1000)
        runToRest(c, clock)
        #expect(c.offset.y == 4000)
        c.wheel(notches: 1, axis: .horizontal)
        #expect(c.warnings.last?.contains("horizontal") == true)
    }

    @Test("reveal: nothing when visible past the margin, minimal scroll with the margin otherwise")
    func reveal() {
        let clock = ManualClock()
        let c = verticalController(clock)
        #expect(!c.reveal(rect: Rect(x: 0, y: 100, width: 200, height: 300)))
        #expect(!c.isAnimating)
        // Below: the rect's bottom lands 60 pt (tvOS margin) above the container's bottom.
        #expect(c.reveal(rect: Rect(x: 0, y: 1200, width: 200, height: 300)))
        #expect(c.restingOffset.y == 1500 + 60 - 1000)
        runToRest(c, clock)
        #expect(c.offset.y == 560)
        // Just inside the edge but within the margin: scrolls.
        #expect(c.reveal(rect: Rect(x: 0, y: 570, width: 200, height: 100), margin: 30))
        #expect(c.restingOffset.y == 540)
        runToRest(c, clock)
        // Above, with an explicit margin.
        #expect(c.reveal(rect: Rect(x: 0, y: 100, width: 200, height: 100), margin: 20))
        #expect(c.restingOffset.y == 80)
        // Taller than the container: its top is shown.
        #expect(c.reveal(rect: Rect(x: 0, y: 2000, width: 200, height: 1500)))
        #expect(c.restingOffset.y == 2000)
    }

    @Test("resize keeps the leading target aligned")
    func resizeKeepsTarget() {
        let clock = ManualClock()
        let c = ScrollController(axes: .horizontal, clock: clock, behavior: ViewAlignedScrollTargetBehavior())
        func layout(_ width: Double) -> LazyStackGeometry {
            LazyStackGeometry(axis: .horizontal, count: 20, itemLength: ContainerRelativeFrame.length(container: width, count: 2, spacing: 20),
                              spacing: 20, crossLength: 200)
        }
        let wide = layout(1000)
        c.setGeometry(container: Size(width: 1000, height: 200), content: wide.contentSize,
                      targets: ScrollTargetSet(layout: wide, axis: .horizontal))
        c.scrollTo(targetIndex: 5, animated: false)
        #expect(c.offset.x == 5 * 510)
        let narrow = layout(600)
        c.setGeometry(container: Size(width: 600, height: 200), content: narrow.contentSize,
                      targets: ScrollTargetSet(layout: narrow, axis: .horizontal))
        #expect(c.offset.x == 5 * 310)
        #expect(c.scrollPositionIndex == 5)
        #expect(!c.isAnimating)
        // Content-only changes just re-clamp.
        c.setGeometry(container: Size(width: 600, height: 200), content: Size(width: 900, height: 200))
        #expect(c.offset.x == 300)
    }

    @Test("bad input is clamped or ignored with a warning, never a stuck animation")
    func badInput() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.setGeometry(container: Size(width: .nan, height: -10), content: Size(width: 10, height: .infinity))
        #expect(c.containerSize == .zero && c.contentSize == Size(width: 10, height: 0))
        #expect(c.warnings.count >= 3)
        c.setGeometry(container: Size(width: 400, height: 1000), content: Size(width: 400, height: 5000))
        c.wheel(notches: .nan)
        c.drag(by: Point(x: 0, y: .infinity))
        c.endDrag(velocity: Point(x: .nan, y: .infinity))
        c.scroll(to: Point(x: 0, y: .nan))
        #expect(!c.reveal(rect: Rect(x: 0, y: .nan, width: 1, height: 1)))
        runToRest(c, clock)
        #expect(!c.isAnimating)
        #expect(c.offset.y.isFinite)
        #expect(c.warnings.contains { $0.contains("wheel") })
        #expect(c.warnings.contains { $0.contains("velocity") })
        // A huge velocity is capped and still ends.
        c.endDrag(velocity: Point(x: 0, y: 1e12))
        let t = runToRest(c, clock)
        #expect(t < 15 && c.offset.y == 4000)
        for _ in 0..<500 { c.wheel(notches: .nan) }
        #expect(c.warnings.count == ScrollController.maximumWarnings)
    }

    @Test("animated scroll(to:) springs there; a drag interrupts it")
    func programmatic() {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.scroll(to: Point(x: 0, y: 2500))
        clock.advance(by: 0.2); c.tick()
        #expect(c.offset.y > 0 && c.offset.y < 2500)
        c.beginDrag()
        #expect(!c.isAnimating)
        let held = c.offset.y
        clock.advance(by: 0.5); c.tick()
        #expect(c.offset.y == held)
        c.endDrag()
        c.scroll(to: Point(x: 0, y: 9999), animated: false)
        #expect(c.offset.y == 4000)
    }

    @Test("the session's custom behaviour through the controller: an upward fling near the top rests at 0")
    func customBehaviorRelease() {
        let clock = ManualClock()
        let c = verticalController(clock, behavior: TopSnappingScrollTargetBehavior())
        c.scroll(to: Point(x: 0, y: 1000), animated: false)
        c.drag(by: Point(x: 0, y: 10))
        c.endDrag(velocity: Point(x: 0, y: -2000))
        #expect(c.restingOffset.y == 0)
        runToRest(c, clock)
        #expect(c.offset.y == 0)
        // Far from the top, the free end stands.
        c.scroll(to: Point(x: 0, y: 3000), animated: false)
        c.endDrag(velocity: Point(x: 0, y: -2000))
        runToRest(c, clock)
        #expect(TestSupport.close(c.offset.y, 2002, 1e-6))
    }

    @Test("a quick reveal (type-select) settles sooner than the smooth one")
    func quickReveal() {
        let clock = ManualClock()
        let smooth = verticalController(clock), quick = verticalController(clock)
        smooth.reveal(rect: Rect(x: 0, y: 3000, width: 100, height: 100))
        quick.reveal(rect: Rect(x: 0, y: 3000, width: 100, height: 100), spring: ScrollController.quickSpring)
        #expect(quick.restingOffset == smooth.restingOffset)
        clock.advance(by: 0.6)
        quick.tick(); smooth.tick()
        #expect(!quick.isAnimating && quick.offset.y == 2160)
        #expect(smooth.isAnimating)
    }

    /// A window shows a scroll view's offset rounded to whole device pixels. Once the spring is
    /// within half a pixel of its target for good, every further frame shows the same picture:
    /// a controller that knows its pixels (``ScrollController/pixelsPerPoint``) stops there, a
    /// few frames after the last pixel step, at the 720p, 1080p and 4K windows' scales; one
    /// that does not keeps its quarter-point rest.
    @Test(arguments: [2.0 / 3.0, 1.0, 2.0]) func aScrollThatKnowsItsPixelsEndsWhenNoPixelCanChange(scale: Double) {
        let clock = ManualClock()
        let c = verticalController(clock)
        c.pixelsPerPoint = scale
        c.scroll(to: Point(x: 0, y: 420))
        var shown: [Double] = []
        while c.isAnimating && shown.count < 600 {
            clock.advance(by: 1.0 / 60)
            c.tick()
            shown.append((c.offset.y * scale).rounded())
        }
        let lastStep = shown.indices.last { $0 > 0 && shown[$0] != shown[$0 - 1] } ?? 0
        #expect(shown.last == (420 * scale).rounded())
        #expect(shown.count - 1 - lastStep <= 3, "\(shown.count - 1 - lastStep) frames showed the same picture after the last step")
        // Every pixel of the way is still shown: the animation did not end early.
        #expect(shown.count > 30)

        let unknown = verticalController(ManualClock())
        unknown.scroll(to: Point(x: 0, y: 420))
        guard case .spring(let motion)? = unknown.animations[.vertical]?.kind else { Issue.record("no spring"); return }
        #expect(motion.rest == SpringMotion.restDisplacement)
    }
}
