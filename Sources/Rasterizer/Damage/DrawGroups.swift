/// The nested push–pop groups of a frame's display list (a layer or a clip and everything drawn
/// inside it), each with the device pixels its items can touch, so a redraw of one damage box
/// passes over a whole group that cannot touch the box — a tile, a row, a scrolled-away
/// section — in one step instead of walking its items and replaying its pushes and pops.
///
/// Skipping such a group is exact: no item in it draws a pixel inside the box, and its pushes
/// and pops are balanced, so the state after it is the state before it.
package struct DrawGroups {
    /// For an item that opens a group, the index of the item that closes it; -1 for other items.
    private let ends: [Int]
    /// For an item that opens a group, the union of the bounds of the items inside it.
    private let extents: [DamageFrame.Box]

    /// The groups of `entries` (a ``DamageFrame``'s). Lists whose pushes and pops do not nest
    /// (a layer popped while a clip pushed inside it is open) get no groups: nothing is skipped.
    package init(_ entries: [DamageFrame.Entry]) {
        var ends = [Int](repeating: -1, count: entries.count)
        var extents = [DamageFrame.Box](repeating: .empty, count: entries.count)
        // Open groups: where each starts, whether it is a layer (else a clip), what it touches so far.
        var open: [(start: Int, layer: Bool, extent: DamageFrame.Box)] = []
        var nested = true
        // Read in place: an entry copied whole retains its item's payload.
        entries.withUnsafeBufferPointer { entries in
            scan: for i in entries.indices {
                switch entries[i].nesting {
                case .opensLayer: open.append((i, true, .empty))
                case .opensClip: open.append((i, false, .empty))
                case .closesLayer, .closesClip:
                    guard let group = open.popLast(), group.layer == (entries[i].nesting == .closesLayer) else { nested = false; break scan }
                    ends[group.start] = i
                    extents[group.start] = group.extent
                    if !open.isEmpty { open[open.count - 1].extent = open[open.count - 1].extent.union(group.extent) }
                case .none:
                    if !open.isEmpty { open[open.count - 1].extent = open[open.count - 1].extent.union(entries[i].bounds) }
                }
            }
        }
        // Groups left open at the end close nowhere: they are never skipped (their end stays -1).
        self.ends = nested ? ends : []
        self.extents = nested ? extents : []
    }

    /// The index after the group opened at item `i` when none of its items can touch `box`, or
    /// when the group closes before item `first` (a redraw over a backdrop draws no item before
    /// the backdrop's start: such a group only pushes and pops); nil when `i` opens no group or
    /// the group reaches into the box from `first` on.
    package func skip(at i: Int, outside box: DamageFrame.Box, drawingFrom first: Int = 0) -> Int? {
        guard i < ends.count, ends[i] >= 0, ends[i] < first || !extents[i].intersects(box) else { return nil }
        return ends[i] + 1
    }
}
