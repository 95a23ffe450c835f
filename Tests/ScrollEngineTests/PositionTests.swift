import Testing
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Scroll position")
struct PositionTests {
    func gallery(_ clock: ManualClock) -> ScrollController {
        let c = ScrollController(axes: .horizontal, clock: clock, behavior: ViewAlignedScrollTargetBehavior())
        let layout = LazyStackGeometry(axis: .horizontal, count: 12, itemLength: 460, spacing: 20, crossLength: 300)
        c.setGeometry(container: Size(width: 1000, height: 300), content: layout.contentSize,
                      targets: ScrollTargetSet(layout: layout, axis: .horizontal))
        c.identity = .prefixed("palette-", count: 12)
        return c
    }

    @Test("reading: the first target whose midpoint is at or past the leading edge")
    func reading() {
        let clock = ManualClock()
        let c = gallery(clock)
        #expect(c.scrollPositionIndex == 0)
        #expect(c.scrollPositionID == AnyHashable("palette-0"))
        c.scroll(to: Point(x: 230, y: 0), animated: false)
        #expect(c.scrollPositionIndex == 0, "midpoint 230 is at the edge")
        c.scroll(to: Point(x: 231, y: 0), animated: false)
        #expect(c.scrollPositionIndex == 1)
        c.scroll(to: Point(x: 1000, y: 0), animated: false)
        #expect(c.scrollPositionIndex == 2)
        #expect(c.scrollPositionIndex(at: Point(x: 710, y: 0)) == 1)
    }

    @Test("writing: scrolls (animated) to the target; unknown ids are ignored with a warning")
    func writing() {
        let clock = ManualClock()
        let c = gallery(clock)
        c.scrollTo(id: AnyHashable("palette-3"))
        #expect(c.isAnimating)
        #expect(c.restingOffset.x == 1440)
        runToRest(c, clock)
        #expect(c.offset.x == 1440)
        #expect(c.scrollPositionID == AnyHashable("palette-3"))
        c.scrollTo(id: AnyHashable("palette-99"))
        c.scrollTo(id: AnyHashable(42))
        #expect(c.warnings.count == 2)
        #expect(c.warnings[0].contains("palette-99"))
        #expect(!c.isAnimating)
        // The last target clamps to the end of the content.
        c.scrollTo(targetIndex: 11)
        #expect(c.restingOffset.x == 12 * 460 + 11 * 20 - 1000)
        c.scrollTo(targetIndex: 12)
        #expect(c.warnings.last?.contains("no such target") == true)
    }

    @Test("identities: id arrays, indices and prefixed strings")
    func identities() {
        let ids = ScrollTargetIdentity(ids: ["a", "b", "c"])
        #expect(ids.index(of: "b") == 1)
        #expect(ids.id(at: 2) == AnyHashable("c"))
        #expect(ids.index(of: "z") == nil)
        #expect(ids.id(at: 3) == nil)
        #expect(ScrollTargetIdentity.indices.index(of: 7) == 7)
        let p = ScrollTargetIdentity.prefixed("palette-", count: 1_000_000)
        #expect(p.index(of: "palette-999999") == 999_999)
        #expect(p.index(of: "palette-1000000") == nil)
        #expect(p.index(of: "palette-007") == nil)
    }
}
