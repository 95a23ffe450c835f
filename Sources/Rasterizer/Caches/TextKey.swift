/// Cache key of a rendered text run.
package struct TextKey: Hashable {
    package let text: String
    package let pixels: Int
    package let bold: Bool
    /// 0xRRGGBB: text is rendered in its colour; alpha is applied at draw time.
    package let rgb: UInt32

    /// A value of these fields.
    package init(text: String, pixels: Int, bold: Bool, rgb: UInt32) {
        self.text = text
        self.pixels = pixels
        self.bold = bold
        self.rgb = rgb
    }
}
