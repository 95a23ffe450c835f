import Testing
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Scroll geometry")
struct GeometryTests {
    @Test("offset range covers content plus margins beyond the container")
    func offsetRange() {
        var g = ScrollGeometry(axes: .horizontal, containerSize: Size(width: 1000, height: 300),
                               contentSize: Size(width: 2000, height: 300))
        #expect(g.maxOffset(along: .horizontal) == 1000)
        #expect(g.maxOffset(along: .vertical) == 0)
        g.setContentMargins(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40), for: .scrollContent)
        #expect(g.maxOffset(along: .horizontal) == 1080)
        #expect(g.indicatorInsets == .zero)
        g.safeAreaPadding = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        #expect(g.maxOffset(along: .horizontal) == 1100)
        #expect(g.indicatorInsets.leading == 10)
        // Small content never scrolls.
        let small = ScrollGeometry(containerSize: Size(width: 100, height: 500), contentSize: Size(width: 100, height: 200))
        #expect(small.offsetRange(along: .vertical) == 0...0)
        #expect(small.clamped(Point(x: 5, y: 99)) == .zero)
    }

    @Test("safe-area padding insets without clipping; padding clips")
    func safeAreaVersusPadding() {
        var g = ScrollGeometry(axes: .horizontal, containerSize: Size(width: 800, height: 200),
                               contentSize: Size(width: 3000, height: 200),
                               safeAreaPadding: EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50))
        // At rest the content starts 50 pt in, but the clip is the whole container.
        #expect(g.contentOrigin.x == 50)
        #expect(g.clipRect == Rect(x: 0, y: 0, width: 800, height: 200))
        g.contentOffset = Point(x: 100, y: 0)
        // Scrolled: the content slides under the safe area and is still visible there.
        #expect(g.visibleRect == Rect(x: 50, y: 0, width: 800, height: 200))
        #expect(g.frameRect(forContent: Rect(x: 60, y: 0, width: 10, height: 10)).minX == 10)
        // Padding shrinks and offsets the clip instead.
        let p = ScrollGeometry(axes: .horizontal, containerSize: Size(width: 700, height: 200),
                               contentSize: Size(width: 3000, height: 200),
                               padding: EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50))
        #expect(p.frameSize.width == 800)
        #expect(p.clipRect == Rect(x: 50, y: 0, width: 700, height: 200))
        #expect(p.contentOrigin.x == 50)
    }

    @Test("bad sizes are clamped")
    func badSizes() {
        let g = ScrollGeometry(containerSize: Size(width: .nan, height: -5), contentSize: Size(width: .infinity, height: 10))
        #expect(g.containerSize == .zero)
        #expect(g.contentSize == Size(width: 0, height: 10))
        #expect(g.clamped(Point(x: .nan, y: 100)) == Point(x: 0, y: 10))
    }
}
