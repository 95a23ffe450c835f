
/// Per-axis access to points, used by the engine's one-axis arithmetic.
extension Point {
    /// The coordinate along `axis` (x for horizontal, y for vertical).
    public func scrollComponent(_ axis: Axis) -> Double { axis == .horizontal ? x : y }

    /// A copy with the coordinate along `axis` replaced.
    public func withScrollComponent(_ axis: Axis, _ value: Double) -> Point {
        axis == .horizontal ? Point(x: value, y: y) : Point(x: x, y: value)
    }
}

extension AxisSet {
    /// The axes in the set, horizontal first.
    public var scrollAxes: [Axis] { Axis.allCases.filter { contains($0) } }
}
