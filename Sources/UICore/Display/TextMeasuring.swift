/// Measures text for layout; the SDL backend measures with SDL_ttf, tests with ``ApproximateTextMeasurer``.
public protocol TextMeasuring: AnyObject {
    /// The size of one line of `text` in `font`.
    func size(of text: String, font: Font) -> Size
}
