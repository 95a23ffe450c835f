
/// Item frames of a lazy grid with equal cells (`LazyVGrid` with fixed columns, or `LazyHGrid`).
///
/// Items fill a line of `columns` cells across the scroll axis, then the next line along it:
/// for a vertical grid item `i` sits in row `i / columns`, column `i % columns`. Frames are O(1)
/// and ``items(intersecting:)`` costs O(result).
public struct LazyGridGeometry: LazyItemGeometry, Hashable {
    /// The scroll axis (vertical for `LazyVGrid`, horizontal for `LazyHGrid`).
    public var axis: Axis
    /// Lines follow one another along the scroll axis.
    public var lineAxis: Axis? { axis }
    /// Number of items.
    public var count: Int
    /// Cells per line across the axis (columns of a vertical grid, rows of a horizontal one).
    public var columns: Int
    /// Size of every cell.
    public var itemSize: Size
    /// Gap between lines along the scroll axis.
    public var lineSpacing: Double
    /// Gap between cells within a line.
    public var itemSpacing: Double

    /// A grid geometry; columns below 1 become 1, negative or non-finite lengths 0.
    public init(axis: Axis = .vertical, count: Int, columns: Int, itemSize: Size, lineSpacing: Double = 0, itemSpacing: Double = 0) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.axis = axis
        self.count = Swift.max(0, count)
        self.columns = Swift.max(1, columns)
        self.itemSize = Size(width: clean(itemSize.width), height: clean(itemSize.height))
        self.lineSpacing = clean(lineSpacing)
        self.itemSpacing = clean(itemSpacing)
    }

    /// Number of lines along the axis.
    public var lines: Int { (count + columns - 1) / columns }

    private var cross: Axis { axis.perpendicular }
    private var lineStride: Double { itemSize[axis] + lineSpacing }
    private var cellStride: Double { itemSize[cross] + itemSpacing }

    /// The size of the whole content (no insets).
    public var contentSize: Size {
        var size = Size.zero
        size[axis] = lines == 0 ? 0 : Double(lines) * itemSize[axis] + Double(lines - 1) * lineSpacing
        let used = Swift.min(columns, count)
        size[cross] = used == 0 ? 0 : Double(used) * itemSize[cross] + Double(used - 1) * itemSpacing
        return size
    }

    /// The frame of item `index`, in O(1).
    public func frame(ofItem index: Int) -> Rect {
        let line = index / columns, cell = index % columns
        var origin = Point.zero.withScrollComponent(axis, Double(line) * lineStride)
        origin = origin.withScrollComponent(cross, Double(cell) * cellStride)
        return Rect(origin: origin, size: itemSize)
    }

    /// The items whose frames intersect `rect`, ascending, in O(result).
    public func items(intersecting rect: Rect) -> [Int] {
        guard let lineRange = LazyIndexMath.lineRange(rectStart: rect.min(axis), rectEnd: rect.max(axis),
                                                      lines: lines, lineLength: itemSize[axis], stride: lineStride),
              let cellRange = LazyIndexMath.lineRange(rectStart: rect.min(cross), rectEnd: rect.max(cross),
                                                      lines: columns, lineLength: itemSize[cross], stride: cellStride)
        else { return [] }
        var result: [Int] = []
        for line in lineRange {
            for cell in cellRange {
                let index = line * columns + cell
                if index < count, frame(ofItem: index).intersects(rect) { result.append(index) }
            }
        }
        return result
    }
}
