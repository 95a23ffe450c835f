import UICore

/// One shape of a recipe's vector art, in the art's unit square (0…1, y down): its centre, size,
/// rotation and fill. The renderer rasterises it at the size it is drawn, so art stays sharp at
/// every window size and under the lift's scaling.
struct ArtShape: Equatable {
    enum Kind: Equatable { case circle, capsule, rect, rounded(Double) }

    var kind: Kind
    var x: Double, y: Double, w: Double, h: Double
    var color: Color
    /// A second colour: the fill runs top to bottom from `color` to it.
    var color2: Color? = nil
    /// Clockwise rotation in degrees about the shape's centre.
    var rotation = 0.0

    /// The shape as a view in an art square `side` points wide.
    func view(side s: Double) -> any View {
        let shapeKind: ShapeKind
        switch kind {
        case .circle: shapeKind = .circle
        case .capsule: shapeKind = .capsule
        case .rect: shapeKind = .rect
        case .rounded(let r): shapeKind = .roundedRect(cornerRadius: r * s)
        }
        let paint: Paint = color2.map { .linearGradient(color, $0, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)) } ?? .color(color)
        return Shape(shapeKind).fill(paint)
            .frame(width: w * s, height: h * s)
            .rotationEffect(radians: rotation * Double.pi / 180)
            .offset(x: (x - 0.5) * s, y: (y - 0.5) * s)
    }

    // Builders, so art reads as a list of shapes.
    static func circle(_ x: Double, _ y: Double, _ d: Double, _ c: Color, _ c2: Color? = nil) -> ArtShape {
        ArtShape(kind: .circle, x: x, y: y, w: d, h: d, color: c, color2: c2)
    }
    static func capsule(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: Color, _ c2: Color? = nil, rotation: Double = 0) -> ArtShape {
        ArtShape(kind: .capsule, x: x, y: y, w: w, h: h, color: c, color2: c2, rotation: rotation)
    }
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: Color, _ c2: Color? = nil, rotation: Double = 0) -> ArtShape {
        ArtShape(kind: .rect, x: x, y: y, w: w, h: h, color: c, color2: c2, rotation: rotation)
    }
    static func rounded(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double, _ c: Color, _ c2: Color? = nil,
                        rotation: Double = 0) -> ArtShape {
        ArtShape(kind: .rounded(r), x: x, y: y, w: w, h: h, color: c, color2: c2, rotation: rotation)
    }
}
