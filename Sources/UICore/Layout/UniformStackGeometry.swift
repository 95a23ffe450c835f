/// Item geometry of a lazy stack whose items all have one length: O(1) frames and O(result) queries.
public struct UniformStackGeometry: LazyItemGeometry {
    public var axis: Axis
    public var count: Int
    public var itemLength: Double
    public var crossLength: Double
    public var spacing: Double

    public init(axis: Axis, count: Int, itemLength: Double, crossLength: Double, spacing: Double) {
        self.axis = axis; self.count = max(0, count); self.itemLength = max(0, itemLength)
        self.crossLength = max(0, crossLength); self.spacing = max(0, spacing)
    }

    var stride: Double { itemLength + spacing }

    public var contentSize: Size {
        let length = count == 0 ? 0 : Double(count) * itemLength + Double(count - 1) * spacing
        return axis == .horizontal ? Size(width: length, height: crossLength) : Size(width: crossLength, height: length)
    }

    public func frame(ofItem i: Int) -> Rect {
        let start = Double(i) * stride
        return axis == .horizontal ? Rect(x: start, y: 0, width: itemLength, height: crossLength)
                                   : Rect(x: 0, y: start, width: crossLength, height: itemLength)
    }

    public func items(intersecting rect: Rect) -> [Int] {
        guard count > 0, stride > 0, rect.max(axis.perpendicular) > 0, rect.min(axis.perpendicular) < crossLength else { return [] }
        let lo = max(0, Int((rect.min(axis) / stride).rounded(.down)))
        let hi = min(count - 1, Int((rect.max(axis) / stride).rounded(.up)))
        guard lo <= hi else { return [] }
        return (lo...hi).filter { frame(ofItem: $0).intersects(rect) }
    }
}
