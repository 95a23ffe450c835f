import CSDL2
import Rasterizer
import UICore

extension SDLRenderer {
    /// A static ARGB8888 texture holding `pixels` (`width` × `height`, rows packed), drawn with
    /// `blendMode`; nil when SDL cannot make or fill it (the caller then draws another way).
    ///
    /// The per-pixel rasterisers (``MaskedShape``'s coverage and shadow masks) compute their
    /// pixels in Swift and hand them to SDL through this upload.
    func pixelTexture(_ pixels: [UInt32], width: Int, height: Int, blendMode: SDL_BlendMode = SDL_BLENDMODE_BLEND) -> OpaquePointer? {
        pixelTexture(width: width, height: height, blendMode: blendMode) { rows, pitch in
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    (rows + row * pitch).update(from: source.baseAddress! + row * width, count: width)
                }
            }
            return true
        }
    }

    /// An ARGB8888 texture whose pixels `fill` writes in place, drawn with `blendMode`; nil when
    /// SDL cannot make or lock it, or `fill` returns false.
    ///
    /// `fill` gets the first row and the distance between rows in pixels, and must write every
    /// pixel (a locked texture's contents are undefined). The texture is a streaming one, so on
    /// the software renderer the rows are the texture's own surface: nothing is allocated, cleared
    /// or copied besides it. A big shape (the gallery's ~3.3 MB shine) used to be built in an
    /// array, then copied in, which was about an eighth of its rasterising.
    func pixelTexture(width: Int, height: Int, blendMode: SDL_BlendMode = SDL_BLENDMODE_BLEND,
                      fill: (_ rows: UnsafeMutablePointer<UInt32>, _ pitch: Int) -> Bool) -> OpaquePointer? {
        guard width > 0, height > 0,
              let texture = SDL_CreateTexture(handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(width), Int32(height)) else { return nil }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw, pitch % 4 == 0, Int(pitch) / 4 >= width else {
            SDL_DestroyTexture(texture)
            return nil
        }
        let filled = fill(raw.bindMemory(to: UInt32.self, capacity: Int(pitch) / 4 * height), Int(pitch) / 4)
        SDL_UnlockTexture(texture)
        guard filled else { SDL_DestroyTexture(texture); return nil }
        SDL_SetTextureBlendMode(texture, blendMode)
        return texture
    }
}
