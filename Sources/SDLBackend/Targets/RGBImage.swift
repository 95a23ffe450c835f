import CSDL2
import CSDL2Image
import Foundation

/// An image as plain RGB bytes: for comparing screenshots with golden PNGs.
public struct RGBImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 3` bytes, row by row.
    public let bytes: [UInt8]

    /// An image from raw RGB bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 3, "RGBImage needs width × height × 3 bytes")
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// Loads a PNG (any format SDL_image reads), dropping alpha.
    public static func load(_ path: String) throws -> RGBImage {
        try SDLSession.withLock {
            guard let loaded = IMG_Load(path) else { throw SDLError.sdl("cannot load image \(path)") }
            defer { SDL_FreeSurface(loaded) }
            guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB888.rawValue, 0) else {
                throw SDLError.sdl("cannot convert image \(path)")
            }
            defer { SDL_FreeSurface(s) }
            let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
            var out = [UInt8](repeating: 0, count: w * h * 3)
            for y in 0..<h {
                let row = s.pointee.pixels!.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let v = row[x], i = (y * w + x) * 3
                    out[i] = UInt8(v >> 16 & 0xFF); out[i + 1] = UInt8(v >> 8 & 0xFF); out[i + 2] = UInt8(v & 0xFF)
                }
            }
            return RGBImage(width: w, height: h, bytes: out)
        }
    }

    /// Writes the image as a PNG, creating missing parent directories.
    public func savePNG(_ path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        if !dir.isEmpty {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw SDLError("cannot save PNG \(path): cannot create its directory (\(error.localizedDescription))")
            }
        }
        try SDLSession.withLock {
            guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 24, SDL_PIXELFORMAT_RGB24.rawValue) else {
                throw SDLError.sdl("cannot save PNG \(path)")
            }
            defer { SDL_FreeSurface(s) }
            let pitch = Int(s.pointee.pitch)
            bytes.withUnsafeBytes { src in
                for y in 0..<height {
                    s.pointee.pixels!.advanced(by: y * pitch).copyMemory(from: src.baseAddress! + y * width * 3, byteCount: width * 3)
                }
            }
            if IMG_SavePNG(s, path) != 0 { throw SDLError.sdl("cannot save PNG \(path)") }
        }
    }

    /// The colour at a pixel.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = (y * width + x) * 3
        return (bytes[i], bytes[i + 1], bytes[i + 2])
    }

    /// The fraction (0…1) of pixels where some channel differs by more than `tolerance`;
    /// 1 when the sizes differ.
    public func differingFraction(from other: RGBImage, tolerance: Int) -> Double {
        guard width == other.width, height == other.height, width * height > 0 else { return 1 }
        var differing = 0
        for p in 0..<(width * height) {
            let i = p * 3
            if abs(Int(bytes[i]) - Int(other.bytes[i])) > tolerance
                || abs(Int(bytes[i + 1]) - Int(other.bytes[i + 1])) > tolerance
                || abs(Int(bytes[i + 2]) - Int(other.bytes[i + 2])) > tolerance { differing += 1 }
        }
        return Double(differing) / Double(width * height)
    }

    /// How many distinct colours the image has, counting up to `limit` (a "non-blank" check).
    public func distinctColours(limit: Int = 1024) -> Int {
        var seen = Set<UInt32>()
        var i = 0
        while i < bytes.count && seen.count < limit {
            seen.insert(UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]))
            i += 3
        }
        return seen.count
    }
}
