import CSDL2
import CookbookApp
import SDLBackend
import Rasterizer
import UICore

/// A 1920×1080 software framebuffer as the headless target builds it (SDL's software renderer
/// on an RGB888 surface) plus a second buffer standing for the screen, so a benchmark frame can
/// be rasterised and then "presented" by copying the framebuffer, as a window's present does.
final class SoftwareSurface {
    let width: Int, height: Int
    let renderer: PixelRenderer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let sdlRenderer: OpaquePointer
    private var screen: [UInt32]

    init(width: Int, height: Int, scale: Double, assets: AssetLocator) throws {
        _ = try SDLSession.initialize(.headless)
        self.width = width; self.height = height
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue),
              let r = SDL_CreateSoftwareRenderer(s) else { throw AppError("cannot create a \(width)×\(height) software surface") }
        surface = s; sdlRenderer = r
        renderer = PixelRenderer(scale: scale, assets: assets)
        // As the headless target: the framebuffer persists, so frames redraw only what changed.
        renderer.drawsDamageOnly = true
        renderer.target = Framebuffer(PixelRows(base: s.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                                                pitch: Int(s.pointee.pitch) / 4, width: width, height: height))
        screen = [UInt32](repeating: 0, count: width * height)
    }

    deinit {
        renderer.purgeCaches()
        renderer.target = nil
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// Rasterises a display list (clearing to its background first) and presents it; only the
    /// part that differs from the previous frame is redrawn (as on the headless target) and
    /// copied to the screen.
    func draw(_ list: DisplayList) {
        renderer.render(list)
        present()
    }

    /// Rasterises a display list whole (the damage state is dropped first) and presents it.
    func drawWhole(_ list: DisplayList) {
        renderer.invalidateDamage()
        renderer.render(list)
        present()
    }

    /// The baseline frame: clears the framebuffer and presents it, nothing else.
    func clearOnly() {
        renderer.invalidateDamage()   // the framebuffer no longer holds the last frame
        SDL_SetRenderDrawColor(sdlRenderer, 30, 30, 30, 255)
        SDL_RenderClear(sdlRenderer)
        present(whole: true)
    }

    /// Flushes the renderer and copies the framebuffer to the "screen" buffer: the box the
    /// renderer changed (``PixelRenderer/lastDamage``), as a window surface's present copies only
    /// the rectangles it is given (`SDL_UpdateWindowSurfaceRects`), or all of it after a whole
    /// redraw and for the baseline.
    private func present(whole: Bool = false) {
        SDL_RenderFlush(sdlRenderer)
        var (x0, y0, x1, y1) = (0, 0, width, height)
        if !whole, let d = renderer.lastDamage {
            x0 = max(0, Int(d.minX)); y0 = max(0, Int(d.minY))
            x1 = min(width, Int(d.maxX.rounded(.up))); y1 = min(height, Int(d.maxY.rounded(.up)))
        }
        guard x1 > x0, y1 > y0 else { return }
        let pitch = Int(surface.pointee.pitch), base = surface.pointee.pixels!
        screen.withUnsafeMutableBytes { dst in
            for y in y0..<y1 {
                dst.baseAddress!.advanced(by: (y * width + x0) * 4)
                    .copyMemory(from: base.advanced(by: y * pitch + x0 * 4), byteCount: (x1 - x0) * 4)
            }
        }
    }
}
