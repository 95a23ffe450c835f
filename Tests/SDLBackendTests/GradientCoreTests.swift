import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// Gradients' interiors: each pixel gets the gradient's colour at its centre (the coverage
/// mask's per-pixel colour), cached or not.
@Suite(.serialized)
struct GradientCoreTests {
    /// A black-to-white gradient across 260 px (about one level a pixel): every pixel well inside
    /// the edge band is within ¾ of a level of 255 × the parameter at its centre (rounding to a
    /// byte, ½, plus the colour table's step, 0.12). Triangles interpolated between vertices
    /// truncated to whole pixels with truncating divisions were 1.03 levels off here.
    @Test func interiorPixelsHaveTheGradientsColourAtTheirCentres() throws {
        let rect = Rect(x: 20, y: 10, width: 260, height: 80)
        let item = DisplayItem.gradient(.roundedRect(cornerRadius: 6), rect, from: Color(red: 0, green: 0, blue: 0),
                                        to: Color(red: 1, green: 1, blue: 1), start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        let list = DisplayList(size: Size(width: 300, height: 100), items: [item])
        try SDLSession.withLock {
            for cached in [false, true] {
                let target = try HeadlessTarget(canvas: list.size, scale: 1, assets: Snapshot.assets())
                target.renderer.diagnostics.cachesShapes = cached
                target.render(list)
                let image = target.image()
                var worst = 0.0, at = (0, 0)
                for y in 20..<80 {
                    for x in 30..<270 {
                        let expected = 255 * (Double(x) + 0.5 - rect.minX) / rect.width
                        let p = image.pixel(x: x, y: y)
                        for v in [p.r, p.g, p.b] where abs(Double(v) - expected) > worst { worst = abs(Double(v) - expected); at = (x, y) }
                    }
                }
                #expect(worst <= 0.75, "cached \(cached): off by \(worst) levels at \(at)")
            }
        }
    }
}
