/// Writable rows of ARGB8888 pixels: a framebuffer, or a texture locked for writing.
package struct PixelRows {
    /// The first pixel of the first row.
    package let base: UnsafeMutablePointer<UInt32>
    /// Pixels from the start of one row to the start of the next (at least ``width``).
    package let pitch: Int
    package let width: Int, height: Int

    /// Rows of `width` × `height` pixels from `base`, `pitch` pixels apart.
    package init(base: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int) {
        self.base = base
        self.pitch = pitch
        self.width = width
        self.height = height
    }

    /// The first pixel of row `y`.
    @inline(__always) package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * pitch }
}
