import Testing
import UICore
import TestSupport
@testable import ScrollEngine

/// A one-axis (horizontal) context helper.
func context(offset: Double, velocity: Double, container: Double = 1000, content: Double,
             margins: (Double, Double) = (0, 0), targets: ScrollTargetSet? = nil,
             trigger: ScrollTargetBehaviorContext.Trigger = .scrollEnded) -> ScrollTargetBehaviorContext {
    ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(offset: Point(x: offset, y: 0), size: Size(width: container, height: 100)),
        velocity: Point(x: velocity, y: 0), contentSize: Size(width: content, height: 100),
        containerSize: Size(width: container, height: 100), axes: .horizontal,
        contentInsets: EdgeInsets(top: 0, leading: margins.0, bottom: 0, trailing: margins.1),
        targets: targets, trigger: trigger)
}

/// Runs a behaviour for a release and returns the clamped target offset.
func resolve(_ behavior: some ScrollTargetBehavior, _ ctx: ScrollTargetBehaviorContext, rate: DecelerationRate = .normal) -> Double {
    let start = ctx.originalTarget.offset.x
    var target = ScrollTarget(offset: Point(x: rate.projectedEnd(from: start, velocity: ctx.velocity.x), y: 0), size: ctx.containerSize)
    behavior.updateTarget(&target, context: ctx)
    return min(max(0, target.offset.x), ctx.maxOffset(along: .horizontal))
}

@Suite("Scroll target behaviours")
struct BehaviorTests {
    @Test("free: the natural end, clamped")
    func free() {
        #expect(TestSupport.close(resolve(.free, context(offset: 0, velocity: 1500, content: 5000)), 748.5, 1e-6))
        #expect(TestSupport.close(resolve(.free, context(offset: 0, velocity: 1500, content: 5000), rate: .fast), 148.5, 1e-6))
        #expect(resolve(.free, context(offset: 100, velocity: -1500, content: 5000)) == 0)
        #expect(resolve(.free, context(offset: 3900, velocity: 3000, content: 5000)) == 4000)
    }

    @Test("paging: slow → nearest page, fast → next page in the velocity's direction, clamped")
    func paging() {
        let p = PagingScrollTargetBehavior()
        #expect(p.preferredDecelerationRate == .fast)
        // Slow releases settle on the nearest boundary to the release offset.
        #expect(resolve(p, context(offset: 1400, velocity: 30, content: 5000)) == 1000)
        #expect(resolve(p, context(offset: 1600, velocity: -49, content: 5000)) == 2000)
        #expect(resolve(p, context(offset: 1500, velocity: 0, content: 5000)) == 2000)
        // Fast releases page forward or back, one page at most.
        #expect(resolve(p, context(offset: 1200, velocity: 800, content: 5000)) == 2000)
        #expect(resolve(p, context(offset: 1000, velocity: 800, content: 5000)) == 2000)
        #expect(resolve(p, context(offset: 1200, velocity: 9000, content: 5000)) == 2000)
        #expect(resolve(p, context(offset: 1200, velocity: -800, content: 5000)) == 1000)
        #expect(resolve(p, context(offset: 1000, velocity: -800, content: 5000)) == 0)
        #expect(resolve(p, context(offset: 0, velocity: -800, content: 5000)) == 0)
        // Clamped to the end when the last page is partial.
        #expect(resolve(p, context(offset: 1400, velocity: 800, content: 2500)) == 1500)
        let choice = PagingScrollTargetBehavior.pageBoundary(offset: 1200, velocity: -60, page: 1000)
        #expect(choice.offset == 1000 && choice.choice == .backward)
    }

    @Test("view-aligned: target start nearest the natural end, with explicit targets")
    func viewAlignedExplicit() {
        let spans = (0..<10).map { (start: Double($0) * 480, length: 460.0) }
        let set = ScrollTargetSet(spans: spans, axis: .horizontal)
        #expect(set.extent == 9 * 480 + 460)
        let ctx = context(offset: 0, velocity: 1500, content: set.extent, margins: (40, 40), targets: set)
        #expect(resolve(.viewAligned, ctx) == 960)
        // A slow release stays on the nearest target.
        #expect(resolve(.viewAligned, context(offset: 700, velocity: 0, content: set.extent, targets: set)) == 480)
        // Ties between two targets go toward the velocity.
        #expect(set.nearestTarget(to: 240, direction: 1) == 1)
        #expect(set.nearestTarget(to: 240, direction: -1) == 0)
        // The end clamps.
        #expect(resolve(.viewAligned, context(offset: 3000, velocity: 5000, content: set.extent, targets: set))
                == set.extent - 1000)
        // Unordered frames still work (linear search).
        let shuffled = ScrollTargetSet(spans: [(start: 960, length: 460), (start: 0, length: 460), (start: 480, length: 460)], axis: .horizontal)
        #expect(shuffled.nearestTarget(to: 748.5) == 0)
        #expect(shuffled.leadingTarget(at: 480) == 2)
    }

    @Test("view-aligned on a 1,000,000-item lazy layout without scanning")
    func viewAlignedMillion() {
        let geometry = CountingGeometry(base: LazyStackGeometry(axis: .horizontal, count: 1_000_000, itemLength: 460,
                                                                spacing: 20, crossLength: 300))
        let set = ScrollTargetSet(layout: geometry, axis: .horizontal)
        let ctx = context(offset: 250_000_000, velocity: 2000, content: set.extent, margins: (40, 40), targets: set)
        let natural = 250_000_000 + 998.0
        let expected = (natural / 480).rounded() * 480
        #expect(resolve(.viewAligned, ctx) == expected)
        #expect(set.leadingTarget(at: expected) == Int(expected / 480))
        #expect(geometry.calls.value < 200, "binary search should need ~40 frame queries, got \(geometry.calls.value)")
        // The last item is reachable and clamps to the end of the content.
        let endCtx = context(offset: 479_999_000, velocity: 30_000, content: set.extent, margins: (40, 40), targets: set)
        #expect(resolve(.viewAligned, endCtx) == set.extent + 80 - 1000)
    }

    @Test("custom behaviour: an upward fling ending near the top goes exactly to the top")
    func topSnapping() {
        let b = TopSnappingScrollTargetBehavior(axis: .horizontal)
        // Natural end 1000 − 998 = 2 < 1000/3, flung toward the top → 0.
        #expect(resolve(b, context(offset: 1000, velocity: -2000, content: 5000)) == 0)
        // Natural end 500 − 299.4 = 200.6: still within a third, goes to 0.
        #expect(resolve(b, context(offset: 500, velocity: -600, content: 5000)) == 0)
        // Ends further down: unchanged.
        #expect(TestSupport.close(resolve(b, context(offset: 2000, velocity: -2000, content: 5000)), 1002, 1e-6))
        // Near the top but flung downward: unchanged.
        #expect(TestSupport.close(resolve(b, context(offset: 0, velocity: 200, content: 5000)), 99.8, 1e-6))
    }

    @Test("on resize, paging keeps the page")
    func pagingResize() {
        let ctx = context(offset: 2000, velocity: 0, container: 800, content: 5000,
                          trigger: .containerResized(previous: Size(width: 1000, height: 100)))
        var target = ScrollTarget(offset: Point(x: 2000, y: 0), size: ctx.containerSize)
        PagingScrollTargetBehavior().updateTarget(&target, context: ctx)
        #expect(target.offset.x == 1600)
    }
}

/// A lazy geometry that counts frame queries (thread-safe counter for Sendable).
final class CallCounter: @unchecked Sendable {
    var value = 0
}

struct CountingGeometry: LazyItemGeometry {
    let base: LazyStackGeometry
    let calls = CallCounter()
    var count: Int { base.count }
    var contentSize: Size { base.contentSize }
    func frame(ofItem index: Int) -> Rect { calls.value += 1; return base.frame(ofItem: index) }
    func items(intersecting rect: Rect) -> [Int] { base.items(intersecting: rect) }
}
