/// One ring of a shape's triangulation: an outline offset (points, + outward) and its alpha.
package struct RingStop {
    package var offset: Double
    package var alpha: Double

    /// A value of these fields.
    package init(offset: Double, alpha: Double) {
        self.offset = offset
        self.alpha = alpha
    }
}
