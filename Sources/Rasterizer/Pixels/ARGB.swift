import UICore

/// ARGB8888 pixels from colours: straight (not premultiplied) alpha, alpha in the top byte, as
/// SDL's ARGB8888 textures with alpha blending take them. Inlinable: the renderer converts a
/// colour per vertex.
package enum ARGB {
    /// A 0…1 component as a byte (rounded half away from zero, clamped; NaN reads as 255).
    ///
    /// The rounding is worked out here, from the truncated value and what it left: `rounded()`
    /// is a call into libm where the compiler may not assume SSE4.1 (x86-64's baseline), and a
    /// shape's edge pixel converts four components (442,000 calls over ten lone grid moves).
    @inlinable @inline(__always) package static func byte(_ v: Double) -> UInt8 {
        let x = v * 255
        guard x > 0 else { return x.isNaN ? 255 : 0 }
        guard x < 255 else { return 255 }
        let whole = Int(x)
        return UInt8(x - Double(whole) >= 0.5 ? whole + 1 : whole)
    }

    /// `c` as a pixel, its alpha multiplied by `alpha`.
    @inlinable @inline(__always) package static func pixel(_ c: Color, alpha: Double) -> UInt32 {
        UInt32(byte(c.alpha * alpha)) << 24 | UInt32(byte(c.red)) << 16 | UInt32(byte(c.green)) << 8 | UInt32(byte(c.blue))
    }
}
