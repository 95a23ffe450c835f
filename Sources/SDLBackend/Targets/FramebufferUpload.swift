import CSDL2
import Rasterizer
import UICore

/// The GPU path's drawing: our rasteriser draws each frame's changes into a surface of its own,
/// as on the software path, and the changed box is uploaded into a streaming texture that SDL's
/// accelerated renderer copies to the window and presents (vsynced).
///
/// So both paths show the pixels `cookbook replay` draws, shape for shape and glyph for glyph,
/// and the GPU path redraws only what changed: its back buffer is undefined after a present, but
/// this surface keeps its pixels between frames, and the texture keeps what was uploaded.
final class FramebufferUpload {
    /// The surface the rasteriser draws into (xRGB8888, the window's pixel size).
    private let surface: UnsafeMutablePointer<SDL_Surface>
    /// The texture on the window's accelerated renderer holding what was last uploaded.
    private let texture: OpaquePointer
    /// Draws display lists into ``surface``, only where they changed.
    let renderer: PixelRenderer
    /// The surface's size in pixels.
    let width: Int, height: Int
    /// Whether the texture holds the whole surface (false until the first whole upload).
    private var uploadedWhole = false

    /// A surface and texture of `width` × `height` pixels for the accelerated renderer `gpu`,
    /// drawing text from `glyphs` and images from `images` (the window's: fonts opened once, whatever the window's size); nil
    /// when SDL cannot make one of them (the caller then draws through `gpu` directly). Call
    /// with the SDL lock held.
    init?(gpu: OpaquePointer, width: Int, height: Int, glyphs: (any GlyphSource)?, images: (any ImageSource)?) {
        guard width > 0, height > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue) else { return nil }
        guard let pixels = Framebuffer(surface: s),
              let t = SDL_CreateTexture(gpu, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(width), Int32(height)) else {
            SDL_FreeSurface(s); return nil
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        (surface, texture, self.width, self.height) = (s, t, width, height)
        renderer = PixelRenderer(scale: 1, glyphs: glyphs, images: images)
        renderer.target = pixels
        renderer.drawsDamageOnly = true
        renderer.budgetCaches(forTargetWidth: width, height: height)
    }

    deinit {
        SDLSession.withLock {
            renderer.purgeCaches()
            renderer.target = nil
            SDL_DestroyTexture(texture)
            SDL_FreeSurface(surface)
        }
    }

    /// Draws `list` into the surface where it changed and uploads the changed box (the whole
    /// surface after `whole` or the first time); returns whether anything changed, in which case
    /// the caller copies ``show(on:)`` and presents. Call with the SDL lock held.
    func draw(_ list: DisplayList, whole: Bool) -> Bool {
        renderer.render(list)
        guard let pixels = surface.pointee.pixels else { return false }
        let pitch = Int(surface.pointee.pitch)
        if whole || !uploadedWhole || renderer.lastDamage == nil {
            uploadedWhole = SDL_UpdateTexture(texture, nil, pixels, Int32(pitch)) == 0
            return true
        }
        guard let d = renderer.lastDamage, d.width > 0, d.height > 0 else { return false }
        var box = SDL_Rect(x: Int32(d.x), y: Int32(d.y), w: Int32(d.width), h: Int32(d.height))
        let first = pixels + Int(box.y) * pitch + Int(box.x) * 4
        if SDL_UpdateTexture(texture, &box, first, Int32(pitch)) != 0 { uploadedWhole = false }
        return true
    }

    /// Copies the texture over the whole of `gpu`'s target (the window's back buffer).
    func show(on gpu: OpaquePointer) {
        SDL_RenderCopy(gpu, texture, nil, nil)
    }
}
