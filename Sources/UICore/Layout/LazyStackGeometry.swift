
/// Item frames of a lazy stack whose items share one length (`LazyVStack`/`LazyHStack`).
///
/// Item `i` starts at `i · (itemLength + spacing)` along the axis and spans `crossLength`
/// across it. Frames are O(1) and ``items(intersecting:)`` costs O(result), never O(count).
public struct LazyStackGeometry: LazyItemGeometry, Hashable {
    /// The stacking axis.
    public var axis: Axis
    /// Number of items.
    public var count: Int
    /// Length of every item along the axis.
    public var itemLength: Double
    /// Gap between neighbouring items.
    public var spacing: Double
    /// Length of the items across the axis.
    public var crossLength: Double

    /// A stack geometry; negative or non-finite values become 0.
    public init(axis: Axis, count: Int, itemLength: Double, spacing: Double = 0, crossLength: Double) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.axis = axis
        self.count = Swift.max(0, count)
        self.itemLength = clean(itemLength)
        self.spacing = clean(spacing)
        self.crossLength = clean(crossLength)
    }

    /// Distance between the starts of neighbouring items.
    public var stride: Double { itemLength + spacing }

    /// The size of the whole content (no insets).
    public var contentSize: Size {
        let length = count == 0 ? 0 : Double(count) * itemLength + Double(count - 1) * spacing
        return axis == .horizontal ? Size(width: length, height: crossLength) : Size(width: crossLength, height: length)
    }

    /// The frame of item `index`, in O(1).
    public func frame(ofItem index: Int) -> Rect {
        let start = Double(index) * stride
        return axis == .horizontal ? Rect(x: start, y: 0, width: itemLength, height: crossLength)
                                   : Rect(x: 0, y: start, width: crossLength, height: itemLength)
    }

    /// The items whose frames intersect `rect`, ascending, in O(result).
    public func items(intersecting rect: Rect) -> [Int] {
        guard let range = LazyIndexMath.lineRange(rectStart: rect.min(axis), rectEnd: rect.max(axis),
                                                  lines: count, lineLength: itemLength, stride: stride),
              rect.min(axis.perpendicular) < crossLength, rect.max(axis.perpendicular) > 0
        else { return [] }
        return range.filter { frame(ofItem: $0).intersects(rect) }
    }
}
