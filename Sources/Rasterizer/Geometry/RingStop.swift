/// One stop of a shadow's falloff (``ShadowFalloff``): an offset from the outline (points,
/// + outward) and the shadow's alpha there.
package struct RingStop {
    package var offset: Double
    package var alpha: Double

    /// A value of these fields.
    package init(offset: Double, alpha: Double) {
        self.offset = offset
        self.alpha = alpha
    }
}
