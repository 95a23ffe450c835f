import Foundation
import SDLBackend

/// Reads what `xwd -id WINDOW -silent` writes (X Window Dump, version 7, a 24- or 32-bit
/// ZPixmap): the pixels a live window shows on its X server, as an ``RGBImage``.
enum XWDImage {
    struct BadDump: Error, CustomStringConvertible { let description: String }

    static func decode(_ data: Data) throws -> RGBImage {
        let bytes = [UInt8](data)
        func card32(_ index: Int) -> Int {
            let o = index * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        guard bytes.count >= 100 else { throw BadDump(description: "xwd: \(bytes.count) bytes, no header") }
        let headerSize = card32(0), version = card32(1), format = card32(2)
        let width = card32(4), height = card32(5), byteOrder = card32(7), bitsPerPixel = card32(11)
        let bytesPerLine = card32(12), redMask = card32(14), greenMask = card32(15), blueMask = card32(16)
        let colours = card32(19)
        // 32 bits a pixel for a window of one visual; xwd writes 24 (packed) when it puts
        // together a window that other clients' windows overlap.
        guard version == 7, format == 2, bitsPerPixel == 32 || bitsPerPixel == 24 else {
            throw BadDump(description: "xwd: version \(version), format \(format), \(bitsPerPixel) bits a pixel (want 7, ZPixmap, 24 or 32)")
        }
        let size = bitsPerPixel / 8
        let start = headerSize + colours * 12
        guard bytes.count >= start + bytesPerLine * height else { throw BadDump(description: "xwd: short pixel data") }
        func shift(_ mask: Int) -> Int { mask == 0 ? 0 : mask.trailingZeroBitCount }
        let rs = shift(redMask), gs = shift(greenMask), bs = shift(blueMask)
        var out = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * size
                var v = 0
                for k in 0..<size { v |= Int(bytes[o + k]) << (byteOrder == 0 ? 8 * k : 8 * (size - 1 - k)) }
                let i = (y * width + x) * 3
                out[i] = UInt8((v & redMask) >> rs & 0xFF)
                out[i + 1] = UInt8((v & greenMask) >> gs & 0xFF)
                out[i + 2] = UInt8((v & blueMask) >> bs & 0xFF)
            }
        }
        return RGBImage(width: width, height: height, bytes: out)
    }
}
