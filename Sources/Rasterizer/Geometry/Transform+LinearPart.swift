import UICore

extension Transform {
    /// The scale, rotation and shear alone: this affine transform with its translation dropped
    /// (what a shape's pixels are worked out through, counted from its anchor).
    var linearPart: Transform {
        Transform(m11: m11, m12: m12, m13: 0, m21: m21, m22: m22, m23: 0, m31: 0, m32: 0, m33: 1)
    }
}
