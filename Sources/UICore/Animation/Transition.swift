/// How a view enters and leaves (SwiftUI's `AnyTransition`): the visual state at progress 0 (away) to 1 (present).
public enum Transition: Hashable, Sendable, Codable {
    case opacity
    case scale(Double)
    /// Slides in from an edge (the caffeine widget's last drink pushes in from the bottom).
    case push(from: Edge)
    case identity

    /// The visual effects for an inserted view at `progress` (0 = not yet in, 1 = fully in),
    /// inside a frame of `size`; removals use `1 - progress` with the opposite edge for push.
    public func effects(progress p: Double, size: Size, removal: Bool = false) -> VisualEffects {
        var e = VisualEffects()
        let q = min(max(p, -0.5), 1.5)
        switch self {
        case .identity: break
        case .opacity: e.opacity = min(max(q, 0), 1)
        case .scale(let s): e.scale = s + (1 - s) * q; e.opacity = min(max(q, 0), 1)
        case .push(let edge):
            let edge = removal ? Transition.opposite(edge) : edge
            let d = 1 - q
            switch edge {
            case .bottom: e.offset = Point(x: 0, y: size.height * d)
            case .top: e.offset = Point(x: 0, y: -size.height * d)
            case .leading: e.offset = Point(x: -size.width * d, y: 0)
            case .trailing: e.offset = Point(x: size.width * d, y: 0)
            }
            e.opacity = min(max(q, 0), 1)
        }
        return e
    }

    static func opposite(_ e: Edge) -> Edge {
        switch e { case .top: .bottom; case .bottom: .top; case .leading: .trailing; case .trailing: .leading }
    }
}
