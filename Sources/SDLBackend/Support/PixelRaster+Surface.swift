import CSDL2
import Rasterizer

extension PixelRaster {
    /// The pixels of an SDL surface (any format) as straight-alpha ARGB8888, rows packed; nil
    /// when SDL cannot convert it or it is empty.
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch) / 4
        guard w > 0, h > 0, let raw = argb.pointee.pixels else { return nil }
        SDL_LockSurface(argb)
        defer { SDL_UnlockSurface(argb) }
        let rows = raw.assumingMemoryBound(to: UInt32.self)
        self.init(width: w, height: h) { out in
            for y in 0..<h { out.row(y).update(from: rows + y * pitch, count: w) }
        }
    }
}
