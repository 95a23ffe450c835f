/// Cache key of a rendered text run.
struct TextKey: Hashable {
    let text: String
    let pixels: Int
    let bold: Bool
    /// 0xRRGGBB: text is rendered in its colour; alpha is applied at draw time.
    let rgb: UInt32
}
