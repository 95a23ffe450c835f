import CookbookApp
import Foundation
import SDLBackend
import UICore

/// The cookbook app as the benchmarks drive it: the real catalogue and runtime on a manual
/// clock, measuring text with SDL_ttf exactly as the headless target draws it, at 1920×1080.
final class AppFixture {
    /// The window size every app benchmark uses (1920×1080, the TV's size).
    static let pixels = Size(width: 1920, height: 1080)
    /// One virtual frame: 60 Hz.
    static let frame = 1.0 / 60

    let assets: AssetLocator
    let catalog: Catalog
    let clock = ManualClock()
    let model: AppModel
    let runtime: AppRuntime
    /// Pixels per canvas point at ``pixels``.
    let scale: Double
    /// The canvas (points) at ``pixels``.
    let canvas: Size
    let measurer: SDLTextMeasurer

    init() throws {
        assets = try AssetLocator()
        catalog = try Catalog.load(from: assets.data)
        measurer = SDLTextMeasurer(assets: assets)
        runtime = AppRuntime(catalog: catalog, store: nil, clock: clock, measurer: measurer)
        model = runtime.model
        guard let g = AppRuntime.canvasGeometry(forPixels: Self.pixels) else { throw AppError("no canvas for 1920×1080") }
        scale = g.scale; canvas = g.canvas
        runtime.setWindowSize(pixels: Self.pixels)
        settle()
    }

    /// Advances one virtual frame and builds it.
    @discardableResult
    func step() -> DisplayList {
        clock.advance(by: Self.frame)
        return runtime.frame()
    }

    /// Builds frames until nothing animates (at most 10 virtual seconds).
    func settle() {
        var n = 0
        repeat { step(); n += 1 } while runtime.isAnimating && n < 600
    }

    /// Shows a screen (the detail screen of the first recipe) and lets it settle.
    func show(_ screen: Screen) {
        if screen == .detail, let slug = catalog.recipes.first?.slug {
            model.show(.grid)
            model.open(recipe: slug)
        } else {
            model.show(screen)
        }
        settle()
    }

    /// The layout pass alone over an already resolved tree, with the runtime's scroll offsets.
    func relayout(_ root: Node) {
        let offsets = runtime.scrolls.controllers.mapValues { $0.offset(along: $0.primaryAxis) }
        let ctx = LayoutContext(measurer: measurer, windowSize: canvas, scrollOffsets: offsets)
        LayoutEngine.layout(root, in: canvas, context: ctx)
    }
}
