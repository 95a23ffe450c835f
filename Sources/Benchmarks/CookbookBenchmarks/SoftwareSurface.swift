import CSDL2
import CookbookApp
import SDLBackend
import UICore

/// A 1920×1080 software framebuffer as the headless target builds it (SDL's software renderer
/// on an RGB888 surface) plus a second buffer standing for the screen, so a benchmark frame can
/// be rasterised and then "presented" by copying the framebuffer, as a window's present does.
final class SoftwareSurface {
    let width: Int, height: Int
    let renderer: SDLRenderer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let sdlRenderer: OpaquePointer
    private var screen: [UInt32]

    init(width: Int, height: Int, scale: Double, assets: AssetLocator) throws {
        _ = try SDLSession.initialize(.headless)
        self.width = width; self.height = height
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue),
              let r = SDL_CreateSoftwareRenderer(s) else { throw AppError("cannot create a \(width)×\(height) software surface") }
        surface = s; sdlRenderer = r
        renderer = SDLRenderer(renderer: r, scale: scale, assets: assets)
        // As the headless target: the framebuffer persists, so frames redraw only what changed.
        renderer.drawsDamageOnly = true
        screen = [UInt32](repeating: 0, count: width * height)
    }

    deinit {
        renderer.purgeCaches()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// Rasterises a display list (clearing to its background first) and presents it; only the
    /// part that differs from the previous frame is redrawn, as on the headless target.
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
        present()
    }

    /// Flushes the renderer and copies the framebuffer to the "screen" buffer.
    private func present() {
        SDL_RenderFlush(sdlRenderer)
        let pitch = Int(surface.pointee.pitch), base = surface.pointee.pixels!
        screen.withUnsafeMutableBytes { dst in
            for y in 0..<height {
                dst.baseAddress!.advanced(by: y * width * 4).copyMemory(from: base.advanced(by: y * pitch), byteCount: width * 4)
            }
        }
    }
}
