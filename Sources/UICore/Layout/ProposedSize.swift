/// A size offered to a child during layout; nil means "your ideal size", infinity "as much as you like".
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal along an axis.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Nil dimensions replaced by a default.
    public func replacingUnspecified(with d: Double) -> Size { Size(width: width ?? d, height: height ?? d) }
}
