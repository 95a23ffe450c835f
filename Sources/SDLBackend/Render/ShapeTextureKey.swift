import UICore

/// What decides the pixels of a cached shape texture (``SDLRenderer/drawViaShapeCache(_:)``):
/// everything about a shape item except where on the screen it is drawn.
///
/// The position is left out on purpose: a cached shape is drawn at whole-pixel positions (its
/// anchor rounded to the nearest pixel, as text already is), so the same card scrolled or laid
/// out elsewhere reuses one texture.
struct ShapeTextureKey: Hashable {
    /// How the shape is painted.
    enum Paint: Hashable {
        case fill(Color)
        case gradient(from: Color, to: Color, start: Point, end: Point)
        case stroke(Color, lineWidth: Double)
        case shadow(Color, blur: Double)
    }

    let shape: ShapeKind
    /// The item's rectangle size in points.
    let size: Size
    let paint: Paint
    /// The linear part of the point → pixel transform (scale, rotation, shear), row by row.
    let m11: Double, m12: Double, m21: Double, m22: Double
    /// The layer opacity baked into the texture's alpha.
    let opacity: Double
}
