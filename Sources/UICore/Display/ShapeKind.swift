/// The outline of a filled, stroked or clipped region; also a view's content shape (focus ring).
public enum ShapeKind: Hashable, Sendable, Codable {
    case rect
    case roundedRect(cornerRadius: Double)
    case capsule
    case circle

    /// The corner radius this shape has inside a rectangle.
    public func cornerRadius(in rect: Rect) -> Double {
        switch self {
        case .rect: 0
        case .roundedRect(let r): Swift.min(r, Swift.min(rect.width, rect.height) / 2)
        case .capsule, .circle: Swift.min(rect.width, rect.height) / 2
        }
    }

    /// The same shape grown outward by `amount` (focus rings follow the shape outside the view).
    public func outset(by amount: Double) -> ShapeKind {
        switch self {
        case .roundedRect(let r): .roundedRect(cornerRadius: r + amount)
        default: self
        }
    }
}
