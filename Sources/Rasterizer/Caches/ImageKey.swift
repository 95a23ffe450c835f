/// Cache key of an image resized to one of a few quantised scales.
package struct ImageKey: Hashable {
    package let name: String
    /// The scale step: the texture is the image × 2^(step / `PixelRenderer.imageScaleStepsPerOctave` (SDLBackend)), at most 1.
    package let step: Int

    /// A value of these fields.
    package init(name: String, step: Int) {
        self.name = name
        self.step = step
    }
}
