/// Cache key of an image resized to one of a few quantised scales.
struct ImageKey: Hashable {
    let name: String
    /// The scale step: the texture is the image × 2^(step / ``SDLRenderer/imageScaleStepsPerOctave``), at most 1.
    let step: Int
}
