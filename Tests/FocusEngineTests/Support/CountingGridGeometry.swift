import Synchronization
import UICore

/// A lazy grid of equal cells that counts how many items its queries return, to prove the
/// focus engine never scans a whole region.
final class CountingGridGeometry: LazyItemGeometry {
    let count: Int
    let columns: Int
    let cell: Size
    let spacing: Double
    private let returned = Mutex(0)

    init(count: Int, columns: Int, cell: Size, spacing: Double) {
        self.count = count; self.columns = columns; self.cell = cell; self.spacing = spacing
    }

    var rows: Int { (count + columns - 1) / columns }

    var contentSize: Size {
        Size(width: Double(columns) * cell.width + Double(columns - 1) * spacing,
             height: Double(rows) * cell.height + Double(Swift.max(0, rows - 1)) * spacing)
    }

    func frame(ofItem index: Int) -> Rect {
        Rect(x: Double(index % columns) * (cell.width + spacing), y: Double(index / columns) * (cell.height + spacing),
             width: cell.width, height: cell.height)
    }

    func items(intersecting rect: Rect) -> [Int] {
        let rowStride = cell.height + spacing, colStride = cell.width + spacing
        let r0 = Swift.max(0, Int((rect.minY / rowStride).rounded(.down)))
        let r1 = Swift.min(rows - 1, Int((rect.maxY / rowStride).rounded(.down)))
        let c0 = Swift.max(0, Int((rect.minX / colStride).rounded(.down)))
        let c1 = Swift.min(columns - 1, Int((rect.maxX / colStride).rounded(.down)))
        guard r0 <= r1, c0 <= c1 else { return [] }
        var out: [Int] = []
        for r in r0...r1 {
            for c in c0...c1 {
                let i = r * columns + c
                guard i < count else { continue }
                let f = frame(ofItem: i)
                if f.minX < rect.maxX && f.maxX > rect.minX && f.minY < rect.maxY && f.maxY > rect.minY { out.append(i) }
            }
        }
        returned.withLock { $0 += out.count }
        return out
    }

    /// Items returned by all queries so far.
    var itemsReturned: Int { returned.withLock { $0 } }
    func resetCount() { returned.withLock { $0 = 0 } }
}
