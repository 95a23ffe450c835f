import CSDL2

extension SDLRenderer {
    /// A static ARGB8888 texture holding `pixels` (`width` × `height`, rows packed), drawn with
    /// `blendMode`; nil when SDL cannot make or fill it (the caller then draws another way).
    ///
    /// The per-pixel rasterisers (gradient cores, shadow and coverage masks) compute their pixels
    /// in Swift and hand them to SDL through this one upload.
    func pixelTexture(_ pixels: [UInt32], width: Int, height: Int, blendMode: SDL_BlendMode = SDL_BLENDMODE_BLEND) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height)) else { return nil }
        let uploaded = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) == 0 }
        guard uploaded else { SDL_DestroyTexture(texture); return nil }
        SDL_SetTextureBlendMode(texture, blendMode)
        return texture
    }
}
