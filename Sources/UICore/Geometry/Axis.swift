/// The horizontal or vertical dimension.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in `ScrollView(.horizontal)` or `containerRelativeFrame([.horizontal, .vertical])`.
public struct AxisSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]

    /// Whether the set holds that axis.
    public func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? AxisSet.horizontal : AxisSet.vertical)
    }
}
