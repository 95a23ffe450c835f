/// Item frames of a lazy stack (`LazyVStack`/`LazyHStack`): each item as long along the axis as
/// it measured when built, the items never built as long as the estimate.
///
/// Item `i` starts at `i · (itemLength + spacing)` along the axis, moved by the differences of the
/// measured items before it (``lengths``), and spans `crossLength` across it. With every item of
/// the estimated length, frames are O(1) and ``items(intersecting:)`` costs O(result); with `m`
/// items measured otherwise, a frame costs O(log m) and a query O(log n · log m + result) — never
/// O(count).
public struct LazyStackGeometry: LazyItemGeometry, Hashable {
    /// The stacking axis.
    public var axis: Axis
    /// Number of items.
    public var count: Int
    /// The estimated length of an item along the axis (the first item's): the length of every
    /// item ``lengths`` does not name.
    public var itemLength: Double
    /// Gap between neighbouring items.
    public var spacing: Double
    /// Length of the items across the axis.
    public var crossLength: Double
    /// The items measured at another length than ``itemLength``.
    public var lengths: LazyLengthTable

    /// A stack geometry; negative or non-finite values become 0.
    public init(axis: Axis, count: Int, itemLength: Double, spacing: Double = 0, crossLength: Double,
                lengths: LazyLengthTable = LazyLengthTable()) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.axis = axis
        self.count = Swift.max(0, count)
        self.itemLength = clean(itemLength)
        self.spacing = clean(spacing)
        self.crossLength = clean(crossLength)
        self.lengths = lengths
    }

    /// Distance between the starts of neighbouring items of the estimated length.
    public var stride: Double { itemLength + spacing }

    /// The size of the whole content (no insets).
    public var contentSize: Size {
        let length = count == 0 ? 0 : Swift.max(0, Double(count) * itemLength + Double(count - 1) * spacing + lengths.totalDelta)
        return axis == .horizontal ? Size(width: length, height: crossLength) : Size(width: crossLength, height: length)
    }

    /// Where item `index` starts along the axis.
    func start(ofItem index: Int) -> Double {
        Double(index) * stride + (lengths.isEmpty ? 0 : lengths.offset(before: index))
    }

    /// Item `index`'s length along the axis.
    func length(ofItem index: Int) -> Double {
        lengths.isEmpty ? itemLength : Swift.max(0, itemLength + lengths.delta(of: index))
    }

    /// The frame of item `index`: O(1) while every item has the estimated length, else O(log m).
    public func frame(ofItem index: Int) -> Rect {
        let start = start(ofItem: index), length = length(ofItem: index)
        return axis == .horizontal ? Rect(x: start, y: 0, width: length, height: crossLength)
                                   : Rect(x: 0, y: start, width: crossLength, height: length)
    }

    /// The proposal an item is built under: the stack's cross length, and no length along the
    /// axis (each item takes its own, as SwiftUI's lazy stacks size their rows).
    public func proposal(forItem index: Int) -> ProposedSize {
        var p = ProposedSize(width: nil, height: nil)
        p[axis.perpendicular] = crossLength
        return p
    }

    /// The items whose frames intersect `rect`, ascending, in O(result) (every item of the
    /// estimated length) or O(log n · log m + result).
    public func items(intersecting rect: Rect) -> [Int] {
        guard count > 0, rect.min(axis.perpendicular) < crossLength, rect.max(axis.perpendicular) > 0 else { return [] }
        guard !lengths.isEmpty else {
            guard let range = LazyIndexMath.lineRange(rectStart: rect.min(axis), rectEnd: rect.max(axis),
                                                      lines: count, lineLength: itemLength, stride: stride)
            else { return [] }
            return range.filter { frame(ofItem: $0).intersects(rect) }
        }
        let lo = rect.min(axis), hi = rect.max(axis)
        guard !lo.isNaN, !hi.isNaN, hi > lo else { return [] }
        // The first item ending after `lo`: ends grow with the index.
        var a = 0, b = count
        while a < b {
            let mid = (a + b) / 2
            if start(ofItem: mid) + length(ofItem: mid) <= lo { a = mid + 1 } else { b = mid }
        }
        var out: [Int] = []
        var i = a
        while i < count, start(ofItem: i) < hi {
            if frame(ofItem: i).intersects(rect) { out.append(i) }
            i += 1
        }
        return out
    }
}
