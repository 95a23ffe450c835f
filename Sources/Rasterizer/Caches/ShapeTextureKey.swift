import UICore

/// What decides the pixels of a cached shape texture (`PixelRenderer.drawViaShapeCache(_:)` (SDLBackend)):
/// everything about a shape item except where on the screen it is drawn.
///
/// The position is left out on purpose: a cached shape is drawn at whole-pixel positions (its
/// anchor rounded to the nearest pixel, as text already is), so the same card scrolled or laid
/// out elsewhere reuses one texture.
package struct ShapeTextureKey: Hashable {
    /// How the shape is painted.
    package enum Paint: Hashable {
        case fill(Color)
        case stroke(Color, lineWidth: Double)
        case shadow(Color, blur: Double)
    }

    package let shape: ShapeKind
    /// The item's rectangle size in points.
    package let size: Size
    package let paint: Paint
    /// The linear part of the point → pixel transform (scale, rotation, shear), row by row.
    package let m11: Double, m12: Double, m21: Double, m22: Double
    /// The layer opacity baked into the texture's alpha.
    package let opacity: Double

    /// A value of these fields.
    package init(shape: ShapeKind, size: Size, paint: Paint, m11: Double, m12: Double, m21: Double, m22: Double, opacity: Double) {
        self.shape = shape
        self.size = size
        self.paint = paint
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
        self.opacity = opacity
    }
}
