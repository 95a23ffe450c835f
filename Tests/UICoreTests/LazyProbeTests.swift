import Testing
@testable import UICore

/// A lazy container's probe item (``LazyProbe``) is built once per layout pass and container
/// sizes, and sizes as a fresh item would.
@Suite struct LazyProbeTests {
    /// A node as tall as the nearest container is wide (a container-relative item).
    static func containerRelative() -> Node {
        Node(.custom(CustomLayout(size: { p, layout, _ in
            Size(width: p.width ?? 10, height: layout.containerSize.width)
        })), environment: EnvironmentValues())
    }

    @Test func theProbeIsBuiltAgainForAnotherPassOrOtherContainers() {
        let probe = LazyProbe()
        var builds = 0
        func build() -> Node { builds += 1; return Self.containerRelative() }
        let ctx = LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 800, height: 600))
        let first = probe.node(in: ctx, build: build)
        #expect(probe.node(in: ctx, build: build) === first)
        #expect(builds == 1)
        #expect(LayoutEngine.size(first, ProposedSize(width: 50, height: nil), ctx) == Size(width: 50, height: 800))
        // Inside a 300-wide container the probe is a new node, sized for that container.
        ctx.containers.append(Size(width: 300, height: 100))
        let inner = probe.node(in: ctx, build: build)
        #expect(inner !== first && builds == 2)
        #expect(LayoutEngine.size(inner, ProposedSize(width: 50, height: nil), ctx) == Size(width: 50, height: 300))
        ctx.containers.removeLast()
        // The next pass builds it again.
        let next = LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 400, height: 600))
        let later = probe.node(in: next, build: build)
        #expect(later !== first && later !== inner && builds == 3)
        #expect(LayoutEngine.size(later, ProposedSize(width: 50, height: nil), next) == Size(width: 50, height: 400))
    }
}
