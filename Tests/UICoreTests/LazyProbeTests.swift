import Testing
@testable import UICore

/// A lazy container's probe item (``LazyProbe``) is built once per layout pass (and, when its
/// size reads them, per container sizes) and sizes as a fresh item would.
@Suite struct LazyProbeTests {
    /// A node as tall as the nearest container is wide (a container-relative item).
    static func containerRelative() -> Node {
        Node(.custom(CustomLayout(size: { p, layout, _ in
            Size(width: p.width ?? 10, height: layout.containerSize.width)
        })), environment: EnvironmentValues())
    }

    static func context(width: Double) -> LayoutContext {
        LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: width, height: 600))
    }

    @Test func aProbeThatReadsItsContainersIsBuiltAgainUnderOthersAndInTheNextPass() {
        let probe = LazyProbe()
        var builds = 0
        func build() -> Node { builds += 1; return Self.containerRelative() }
        let ctx = Self.context(width: 800)
        #expect(probe.size(ProposedSize(width: 50, height: nil), in: ctx, build: build) == Size(width: 50, height: 800))
        #expect(probe.size(ProposedSize(width: 60, height: nil), in: ctx, build: build) == Size(width: 60, height: 800))
        #expect(builds == 1)
        // Inside a 300-wide container: a new probe, sized for that container.
        ctx.containerStack.append(Size(width: 300, height: 100))
        #expect(probe.size(ProposedSize(width: 50, height: nil), in: ctx, build: build) == Size(width: 50, height: 300))
        #expect(probe.size(ProposedSize(width: 70, height: nil), in: ctx, build: build) == Size(width: 70, height: 300))
        #expect(builds == 2)
        ctx.containerStack.removeLast()
        #expect(probe.size(ProposedSize(width: 50, height: nil), in: ctx, build: build) == Size(width: 50, height: 800))
        #expect(builds == 3)
        // The next pass builds it again.
        #expect(probe.size(ProposedSize(width: 50, height: nil), in: Self.context(width: 400), build: build) == Size(width: 50, height: 400))
        #expect(builds == 4)
    }

    @Test func aProbeThatNeverReadsItsContainersIsBuiltOncePerPass() {
        let probe = LazyProbe()
        var builds = 0
        let text = Text("one two three four").font(.system(size: 20)).padding(5)
        func build() -> Node { builds += 1; return ResolveContext().resolve(text) }
        func fresh(_ p: ProposedSize) -> Size { LayoutEngine.size(ResolveContext().resolve(text), p, Self.context(width: 800)) }
        let ctx = Self.context(width: 800)
        for (container, p) in [(Size(width: 0, height: 0), ProposedSize(width: 100, height: nil)),
                               (Size(width: .infinity, height: 0), ProposedSize(width: 40, height: nil)),
                               (Size(width: 500, height: 0), ProposedSize(width: 100, height: nil))] {
            ctx.containerStack.append(container)
            #expect(probe.size(p, in: ctx, build: build) == fresh(p))
            ctx.containerStack.removeLast()
        }
        #expect(builds == 1)
    }
}
