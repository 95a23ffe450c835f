import UICore

/// The first and last views of a container: where Home and End send focus.
extension FocusSystem {
    /// How many items at a lazy region's end are tried for one that can take focus (a list whose
    /// last rows are a disabled footer or plain text beside its `ForEach`): enough for any footer
    /// a screen has, and bounded so a region of a million items costs what a move costs, never
    /// what the region holds.
    static let edgeItemSearch = 64

    /// The view first (or, with `last`, last) in reading order among those that can take focus
    /// inside the container with id `containerID` (the front-most modal scope, else the whole
    /// tree, when nil): its built views and the items of the lazy stacks and grids inside it,
    /// built or not, so End reaches a list's last row without building the rows between.
    ///
    /// Reading order is rows top to bottom, each row leading to trailing (right to left in RTL
    /// layouts), as Tab walks it. Nil when the container is unknown or nothing in it can take
    /// focus. Focus is not moved: the host moves it (``focus(id:)``), and its scroll views follow.
    public func edgeView(in containerID: ViewID?, last: Bool) -> ViewID? {
        let container: Int?
        if let containerID {
            guard let target = tree.resolve(containerID), case .node(let index) = target else { return nil }
            container = index
        } else {
            container = tree.modalScope
        }
        var candidates = focusableTargets(in: container)
        for r in regions(within: container ?? 0) {
            // Every item that can take focus among those tried, not only the nearest the end:
            // the last index is not always last in reading order (a horizontal grid fills each
            // column top to bottom, so its last item can sit in the top row of the last column).
            let count = tree.regions[r].region.geometry.count
            let tried = min(count, Self.edgeItemSearch)
            for item in last ? count - tried..<count : 0..<tried {
                let target = tree.target(region: r, item: item)
                if tree.isFocusable(target), tree.isInModalScope(target) { candidates.append(target) }
            }
        }
        let ordered = ReadingOrder.sorted(candidates, direction: layoutDirection) { tree.frame(of: $0) }
        return (last ? ordered.last : ordered.first).map { tree.id(of: $0) }
    }
}
