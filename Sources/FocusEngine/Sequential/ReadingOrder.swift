import UICore

/// Sorts frames the way a person reads them: rows top to bottom, each row leading to trailing
/// (left to right, or right to left for RTL locales).
///
/// Rows are found greedily: frames sorted by top edge; a frame joins the current row when its
/// vertical centre lies above the bottom of the row's first frame, or when it starts above that
/// frame's centre (so a tall and a short control side by side share a row). This is the usual
/// "reading order" banding of accessibility and spatial-navigation code (as in Chromium's and
/// AppKit's key-view-loop recalculation, which order by rows of overlapping frames).
enum ReadingOrder {
    /// The items in reading order. Ties keep the input order (so tree order breaks them).
    static func sorted<T>(_ items: [T], direction: LayoutDirection, frame: (T) -> Rect) -> [T] {
        guard items.count > 1 else { return items }
        let frames = items.map(frame)
        let byTop = frames.indices.sorted { a, b in
            frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
        }
        var rows: [[Int]] = []
        var first: Rect? = nil
        for i in byTop {
            let f = frames[i]
            if let head = first, f.midY < head.maxY || f.minY <= head.midY {
                rows[rows.count - 1].append(i)
            } else {
                rows.append([i])
                first = f
            }
        }
        var out: [T] = []
        out.reserveCapacity(items.count)
        for row in rows {
            let ordered = row.sorted { a, b in
                let fa = frames[a], fb = frames[b]
                if direction == .leftToRight {
                    if fa.minX != fb.minX { return fa.minX < fb.minX }
                } else {
                    if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
                }
                if fa.minY != fb.minY { return fa.minY < fb.minY }
                return a < b
            }
            for i in ordered { out.append(items[i]) }
        }
        return out
    }
}

extension ReadingOrder {
    /// The first item in reading order: the top-most row's leading-most item.
    static func first<T>(_ items: [T], direction: LayoutDirection, frame: (T) -> Rect) -> T? {
        sorted(items, direction: direction, frame: frame).first
    }
}
