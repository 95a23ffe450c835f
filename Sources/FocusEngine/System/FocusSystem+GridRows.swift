import UICore

/// Grid rows that end early (a user's report: "a grid's partial last row is a dead end").
extension FocusSystem {
    /// When a move inside a lazy grid finds nothing in the beam — Down from the third column when
    /// the last row holds two items — tvOS and Android TV grids move to the nearest item of the
    /// next row instead of stopping. This finds that item: among the region's items lying in the
    /// direction, those of the nearest row (smallest gap along the move), then the one nearest
    /// across it, then the lower index. Only items of the grid the origin belongs to qualify, so
    /// a move never leaves the grid by this rule. Cost follows the rows searched, never the
    /// region's item count.
    func nextRowTarget(origin: FocusTarget, src: Rect, direction: MoveDirection) -> FocusTarget? {
        // Only moves from one line of cells to the next (Down and Up in a vertical grid): Right at
        // the end of a short row stays put, as on tvOS.
        guard let r = region(containing: origin), tree.regions[r].region.geometry.lineAxis == direction.axis else { return nil }
        let entry = tree.regions[r]
        let content = entry.region.contentFrame
        var length = Swift.max(Self.initialSearchLength, src.length(direction.axis))
        for _ in 0..<Self.maxSearchSteps {
            // The whole width (or height) of the grid, from the origin out `length` points.
            let beam = BeamGeometry.strip(from: src, direction, length: length)
            let strip = direction.axis == .vertical
                ? Rect(x: content.minX, y: beam.minY, width: content.width, height: beam.height)
                : Rect(x: beam.minX, y: content.minY, width: beam.width, height: content.height)
            var best: (item: Int, major: Double, minor: Double)?
            if let query = overlap(strip, content) {
                for item in entry.region.items(intersecting: query) {
                    let target = tree.target(region: r, item: item)
                    guard target != origin, canFocus(target) else { continue }
                    let f = entry.region.frame(ofItem: item)
                    guard BeamGeometry.isInDirection(src, f, direction) else { continue }
                    let major = BeamGeometry.majorAxisDistance(src, f, direction)
                    let minor = BeamGeometry.minorAxisDistance(src, f, direction)
                    if let b = best, (b.major, b.minor, b.item) <= (major, minor, item) { continue }
                    best = (item, major, minor)
                }
            }
            if let best, best.major < length { return tree.target(region: r, item: best.item) }
            if reaches(strip, pastEdgeOf: content, direction) { return best.map { tree.target(region: r, item: $0.item) } }
            length *= 2
        }
        return nil
    }

    /// The lazy region whose item the target is (an unbuilt item, or its materialised node).
    func region(containing target: FocusTarget) -> Int? {
        switch target {
        case .item(let r, _):
            return r
        case .node(let i):
            let id = tree.entries[i].id
            return tree.regions.indices.first { r in
                tree.node(tree.regions[r].node, contains: target) && tree.regions[r].region.index(forID: id) != nil
            }
        }
    }
}
