import UICore

/// ARGB8888 pixels from colours: straight (not premultiplied) alpha, alpha in the top byte, as
/// SDL's ARGB8888 textures with alpha blending take them. Inlinable: the renderer converts a
/// colour per vertex.
package enum ARGB {
    /// A 0…1 component as a byte (rounded, clamped).
    @inlinable @inline(__always) package static func byte(_ v: Double) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }

    /// `c` as a pixel, its alpha multiplied by `alpha`.
    @inlinable @inline(__always) package static func pixel(_ c: Color, alpha: Double) -> UInt32 {
        UInt32(byte(c.alpha * alpha)) << 24 | UInt32(byte(c.red)) << 16 | UInt32(byte(c.green)) << 8 | UInt32(byte(c.blue))
    }
}
