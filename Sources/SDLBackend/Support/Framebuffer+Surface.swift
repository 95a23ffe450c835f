import CSDL2
import Rasterizer

extension Framebuffer {
    /// The pixels of a 32-bit xRGB8888 or ARGB8888 SDL surface, for the renderer to draw on;
    /// nil for any other format (or a run-length encoded surface). The surface must outlive
    /// every use of the framebuffer.
    init?(surface s: UnsafeMutablePointer<SDL_Surface>) {
        guard let pixels = s.pointee.pixels else { return nil }
        let format = s.pointee.format.pointee.format
        guard format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              s.pointee.pitch % 4 == 0, s.pointee.flags & UInt32(SDL_RLEACCEL) == 0 else { return nil }
        self.init(PixelRows(base: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(s.pointee.pitch) / 4,
                            width: Int(s.pointee.w), height: Int(s.pointee.h)))
    }

    /// The pixels as packed RGB bytes, row by row (what a screenshot holds).
    func rgbBytes() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let row = rows.row(y)
            for x in 0..<width {
                let v = row[x], i = (y * width + x) * 3
                out[i] = UInt8(v >> 16 & 0xFF); out[i + 1] = UInt8(v >> 8 & 0xFF); out[i + 2] = UInt8(v & 0xFF)
            }
        }
        return out
    }
}
