/// Item geometry of a lazy vertical grid whose columns come from `GridItem`s (fixed, flexible and
/// adaptive widths may mix) and whose rows share one height: O(result) queries.
public struct UniformGridGeometry: LazyItemGeometry {
    public var count: Int
    /// Column starts (x) and widths, leading to trailing, in content coordinates.
    public var columns: [(x: Double, width: Double)]
    public var rowHeight: Double
    public var rowSpacing: Double
    public var width: Double
    /// Rows follow one another downward.
    public var lineAxis: Axis? { .vertical }

    public init(count: Int, columns: [(x: Double, width: Double)], rowHeight: Double, rowSpacing: Double, width: Double) {
        self.count = max(0, count); self.columns = columns.isEmpty ? [(0, width)] : columns
        self.rowHeight = max(0, rowHeight); self.rowSpacing = max(0, rowSpacing); self.width = width
    }

    var rows: Int { (count + columns.count - 1) / columns.count }
    var stride: Double { rowHeight + rowSpacing }

    public var contentSize: Size {
        Size(width: width, height: rows == 0 ? 0 : Double(rows) * rowHeight + Double(rows - 1) * rowSpacing)
    }

    public func frame(ofItem i: Int) -> Rect {
        let row = i / columns.count, col = i % columns.count
        return Rect(x: columns[col].x, y: Double(row) * stride, width: columns[col].width, height: rowHeight)
    }

    public func items(intersecting rect: Rect) -> [Int] {
        guard let rowRange = LazyIndexMath.lineRange(rectStart: rect.minY, rectEnd: rect.maxY, lines: rows,
                                                     lineLength: rowHeight, stride: stride) else { return [] }
        var out: [Int] = []
        for row in rowRange {
            for col in columns.indices {
                let i = row * columns.count + col
                if i < count, frame(ofItem: i).intersects(rect) { out.append(i) }
            }
        }
        return out
    }
}
