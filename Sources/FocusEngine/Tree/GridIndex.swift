import UICore

/// A uniform grid of buckets over node frames, answering "which frames intersect this rectangle".
///
/// Each frame is listed in every bucket it overlaps; frames spanning very many buckets (a
/// full-window focus section) go into a short "large" list checked on every query. A query visits
/// only the buckets it covers, clamped to the indexed bounds, so its cost follows the area asked
/// about and the number of frames found, not the size of the tree.
final class GridIndex {
    /// Frames covering more buckets than this are kept in the large list (tuned: a 1920×1080
    /// window at the smallest cell size of 32 points has ~2,000 buckets).
    private static let maxBucketsPerItem = 256
    /// Cell size bounds in points: small enough to separate controls, big enough to keep
    /// bucket counts low (our choice; cells are twice the median target size in between).
    private static let minCell = 32.0
    private static let maxCell = 2048.0

    let cell: Double
    private var buckets: [Int: [Int32]] = [:]
    private var large: [Int32] = []
    private let frames: [Rect?]
    private let bounds: Rect
    private var stamp: [UInt32]
    private var generation: UInt32 = 0
    private let columns: Int
    private let rows: Int

    /// Indexes `(id, frame)` pairs; ids are the tree's preorder indices.
    init(items: [(Int, Rect)]) {
        var dims = items.map { Swift.max($0.1.width, $0.1.height) }.filter { $0 > 0 }
        dims.sort()
        let median = dims.isEmpty ? 100 : dims[dims.count / 2]
        cell = Swift.min(Self.maxCell, Swift.max(Self.minCell, median * 2))
        var b: Rect? = nil
        let capacity = (items.map(\.0).max() ?? -1) + 1
        var frames = [Rect?](repeating: nil, count: capacity)
        for (i, f) in items {
            frames[i] = f
            b = b.map { $0.union(f) } ?? f
        }
        self.frames = frames
        stamp = [UInt32](repeating: 0, count: capacity)
        bounds = b ?? .zero
        columns = Swift.max(1, Int((bounds.width / cell).rounded(.up)) + 1)
        rows = Swift.max(1, Int((bounds.height / cell).rounded(.up)) + 1)
        for (i, f) in items {
            let (c0, c1, r0, r1) = range(of: f)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maxBucketsPerItem {
                large.append(Int32(i))
                continue
            }
            for r in r0...r1 { for c in c0...c1 { buckets[r * columns + c, default: []].append(Int32(i)) } }
        }
    }

    private func range(of r: Rect) -> (Int, Int, Int, Int) {
        func clampC(_ v: Double) -> Int {
            let c = ((v - bounds.minX) / cell).rounded(.down)
            return c <= 0 ? 0 : (c >= Double(columns - 1) ? columns - 1 : Int(c))
        }
        func clampR(_ v: Double) -> Int {
            let r = ((v - bounds.minY) / cell).rounded(.down)
            return r <= 0 ? 0 : (r >= Double(rows - 1) ? rows - 1 : Int(r))
        }
        return (clampC(r.minX), clampC(r.maxX), clampR(r.minY), clampR(r.maxY))
    }

    /// Whether a query rectangle still reaches beyond the indexed area in a direction.
    func reachesPastBounds(_ rect: Rect, _ direction: MoveDirection) -> Bool {
        switch direction {
        case .left: rect.minX <= bounds.minX
        case .right: rect.maxX >= bounds.maxX
        case .up: rect.minY <= bounds.minY
        case .down: rect.maxY >= bounds.maxY
        }
    }

    /// Calls `visit` once for each indexed frame intersecting `rect` (open intervals, so a
    /// zero-width query still finds the frames it passes through).
    func query(_ rect: Rect, _ visit: (Int) -> Void) {
        generation &+= 1
        let g = generation
        func hit(_ i32: Int32) {
            let i = Int(i32)
            guard stamp[i] != g, let f = frames[i] else { return }
            stamp[i] = g
            if f.minX < rect.maxX, f.maxX > rect.minX, f.minY < rect.maxY, f.maxY > rect.minY { visit(i) }
        }
        for i in large { hit(i) }
        guard rect.maxX >= bounds.minX, rect.minX <= bounds.maxX, rect.maxY >= bounds.minY, rect.minY <= bounds.maxY else { return }
        let (c0, c1, r0, r1) = range(of: rect)
        for r in r0...r1 {
            for c in c0...c1 {
                if let list = buckets[r * columns + c] { for i in list { hit(i) } }
            }
        }
    }
}
