/// Insets on the four edges of a rectangle, in points (leading/trailing in layout terms).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    public static let zero = EdgeInsets()

    /// Insets of `length` on the given edges and none elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self = EdgeInsets().setting(edges, to: length)
    }

    /// These insets with the given edges set to `length`.
    public func setting(_ edges: Edge.Set, to length: Double) -> EdgeInsets {
        var e = self
        if edges.contains(.top) { e.top = length }
        if edges.contains(.bottom) { e.bottom = length }
        if edges.contains(.leading) { e.leading = length }
        if edges.contains(.trailing) { e.trailing = length }
        return e
    }

    /// Leading plus trailing.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }

    /// The inset at the start of an axis (leading or top).
    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset at the end of an axis (trailing or bottom).
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading,
                   bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}
