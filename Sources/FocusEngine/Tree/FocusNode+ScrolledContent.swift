import UICore

extension FocusNode {
    /// This tree with the content of scroll views moved, in order, by their offsets: each
    /// `(id, offset)` moves the frames inside the scroll view `id` (not its own) and where its
    /// lazy content lies. A frame that moves a laid-out view tree's scrolled content without
    /// laying it out again moves its focus tree so, rather than building it again from the
    /// whole view tree: the same frames, added in the same order as the view tree's were.
    public func movingScrolledContent(_ moves: [(id: ViewID, offset: Point)]) -> FocusNode {
        var tree = self
        for move in moves where move.offset.x != 0 || move.offset.y != 0 {
            _ = tree.moveContent(of: move.id, by: move.offset)
        }
        return tree
    }

    /// Moves the content of the scroll view `id` at or under this node; whether it was found.
    private mutating func moveContent(of id: ViewID, by d: Point) -> Bool {
        if self.id == id, clipsContent {
            moveInside(by: d)
            return true
        }
        for i in children.indices where children[i].moveContent(of: id, by: d) { return true }
        return false
    }

    /// Moves this node and everything inside it by `d`.
    private mutating func translate(by d: Point) {
        frame = frame.offsetBy(dx: d.x, dy: d.y)
        moveInside(by: d)
    }

    /// Moves this node's lazy content and its children by `d`, not its own frame.
    private mutating func moveInside(by d: Point) {
        if let region = lazy { lazy?.contentOrigin = Point(x: region.contentOrigin.x + d.x, y: region.contentOrigin.y + d.y) }
        for i in children.indices { children[i].translate(by: d) }
    }
}
