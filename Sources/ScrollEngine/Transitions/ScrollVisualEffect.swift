import UICore

/// The visual-only changes a scroll transition may make: scale, opacity, rotation and offset.
///
/// They change how a view is drawn, never its layout frame (nor the content size), as the
/// session's `VisualEffect` protocol guarantees; ``drawnFrame(for:)`` gives the rectangle to draw.
public struct ScrollVisualEffect: Hashable, Sendable {
    /// Scale about the view's centre (1 = unchanged).
    public var scale: Double
    /// Opacity 0…1.
    public var opacity: Double
    /// Rotation about the centre, degrees clockwise.
    public var rotationDegrees: Double
    /// Translation in points.
    public var offset: Point

    /// An effect.
    public init(scale: Double = 1, opacity: Double = 1, rotationDegrees: Double = 0, offset: Point = .zero) {
        self.scale = scale.isFinite ? Swift.max(0, scale) : 1
        self.opacity = opacity.isFinite ? Swift.max(0, Swift.min(1, opacity)) : 1
        self.rotationDegrees = rotationDegrees.isFinite ? rotationDegrees : 0
        self.offset = (offset.x.isFinite && offset.y.isFinite) ? offset : .zero
    }

    /// No change.
    public static let identity = ScrollVisualEffect()

    /// 0.8: the gallery's scale at the edges, after the session's `scaleEffect` when not in identity (tuned by eye).
    public static let galleryEdgeScale = 0.8

    /// The effect `progress` (0…1) of the way from `a` to `b`.
    public static func interpolate(_ a: ScrollVisualEffect, _ b: ScrollVisualEffect, progress: Double) -> ScrollVisualEffect {
        let t = progress.isFinite ? Swift.max(0, Swift.min(1, progress)) : 0
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return ScrollVisualEffect(scale: mix(a.scale, b.scale), opacity: mix(a.opacity, b.opacity),
                                  rotationDegrees: mix(a.rotationDegrees, b.rotationDegrees),
                                  offset: Point(x: mix(a.offset.x, b.offset.x), y: mix(a.offset.y, b.offset.y)))
    }

    /// Identity at the identity phase, `edge` at ±1, interpolated by the state's progress.
    public static func transition(_ state: ScrollTransitionState, edge: ScrollVisualEffect) -> ScrollVisualEffect {
        interpolate(.identity, edge, progress: state.progress)
    }

    /// The gallery's transition (S7): views scale down toward ``galleryEdgeScale`` near the edges.
    public static func gallery(_ state: ScrollTransitionState) -> ScrollVisualEffect {
        transition(state, edge: ScrollVisualEffect(scale: galleryEdgeScale))
    }

    /// The rectangle drawn for a view laid out at `frame`: scaled about its centre, then offset
    /// (rotation is left to the renderer). The layout frame itself never changes.
    public func drawnFrame(for frame: Rect) -> Rect {
        frame.scaled(by: scale).offsetBy(dx: offset.x, dy: offset.y)
    }
}
