/// Builds a laid-out tree's display list and, while the tree and its layout stay as they were,
/// redraws only the nodes whose focus decorations changed (a lift, ring, shine or marquee
/// step), in place, telling renderers which items those are (``DisplayList/revision``).
///
/// A focus animation changes the decorations of one or two tiles per frame; building the whole
/// list again and comparing it item by item with the last one cost more than drawing those
/// tiles. A node is redrawn in place when it draws as many commands as before and its
/// decoration neither starts nor stops raising it above its siblings (drawing it after them).
/// Otherwise the list is put together again from the last one's items: every subtree with no
/// change is copied as it was drawn, the changed nodes are drawn again, and the nodes above them
/// lay their own items around their children's in the order the builder draws them (a tile that
/// starts lifting moves after its siblings). When legends were moved above a modal's scrim, the
/// list is built whole, as ``DisplayListBuilder/build(_:size:background:decorations:)`` builds it.
///
/// A frame of a scroll animation moves the last tree's scrolled content without laying it out
/// again: the items of each moved subtree are then the ones it drew, moved by as much
/// (``Move``), rather than drawn again from the tree.
///
/// ```swift
/// let lists = RetainedDisplayList()
/// var list = lists.build(tree, size: canvas, decorations: decorations, layoutUnchanged: false)
/// // … a later frame, same tree, only the focus effects moved on:
/// list = lists.build(tree, size: canvas, decorations: newDecorations, layoutUnchanged: true)
/// ```
public final class RetainedDisplayList {
    /// A subtree of the last tree moved by `offset` points since it was drawn (a scroll view's
    /// content moved to a new offset). Moves of nested subtrees add up, as moving their frames did.
    public struct Move {
        /// The node whose subtree moved.
        public let content: Node
        /// How far it moved, in points.
        public let offset: Point

        public init(content: Node, offset: Point) {
            self.content = content; self.offset = offset
        }
    }

    /// The tree the last list was drawn from.
    private var tree: Node?
    /// The last list the tree drew (before anything drawn over it).
    private var last: DisplayList?
    /// The decorations the last list was drawn with.
    private var decorations: DisplayListBuilder.Decorations = [:]
    /// Where every node's commands lie in ``last``.
    private var ranges: [ObjectIdentifier: (node: Node, range: Range<Int>)] = [:]
    /// The nodes whose items took the shape of an ancestor's clip (``LegendLayering/shapedByAncestorClip``).
    private var shapedByAncestorClip: Set<ObjectIdentifier> = []
    /// Whether ``last`` can be patched (no legend was moved above a scrim).
    private var patchable = false
    /// The scroll views whose content positions ``last`` holds (``DisplayList/scrollContents``),
    /// in its order; nil when they could not be told, and moved content is then drawn whole.
    private var scrollViews: [Node]?
    /// Lists made by moving the last one's scrolled items (frames of a scroll animation), since
    /// this was last set; tests read it.
    public var listsMoved = 0
    /// Lists put together again from the last one's items (a node started or stopped raising,
    /// or drew more or fewer commands), since this was last set; tests read it.
    public var listsReassembled = 0

    public init() {}

    /// The display list of `root` drawn with `decorations`. With `layoutUnchanged` the caller
    /// promises that `root` is the tree of the last call, not edited since but for the subtrees
    /// `moved` (in order); then their items are moved and only nodes whose decorations changed
    /// are redrawn, when that can be done in place.
    public func build(_ root: Node, size: Size, background: Color = .background,
                      decorations: DisplayListBuilder.Decorations, layoutUnchanged: Bool, moved: [Move] = []) -> DisplayList {
        if layoutUnchanged, let list = patch(root, size: size, background: background, decorations: decorations, moved: moved) {
            return list
        }
        var list = DisplayList(size: size, background: background)
        var layering = LegendLayering()
        layering.drawnRanges = [:]
        DisplayListBuilder.draw(root, decorations: decorations, into: &list, layering: &layering)
        DisplayListBuilder.drawDeferred(decorations: decorations, into: &list, layering: &layering)
        layering.lift(in: &list)
        list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [])
        tree = root
        last = list
        self.decorations = decorations
        ranges = layering.drawnRanges ?? [:]
        shapedByAncestorClip = layering.shapedByAncestorClip
        patchable = !layering.movesLegends
        scrollViews = Self.scrollViews(drawn: ranges, count: list.scrollContents.count)
        return list
    }

    /// Moves the last list's items of the `moved` subtrees of `root`, the last tree, as a frame
    /// that is not drawn moves its scrolled content: the next drawn frame still patches the
    /// list. Forgets the list when it cannot be moved (``reset()``).
    public func move(_ root: Node, _ moved: [Move]) {
        guard !moved.isEmpty else { return }
        guard patchable, let tree, tree === root, var list = last, let ranges = movedRanges(moved) else { reset(); return }
        last = nil
        moveItems(&list, moved, ranges)
        // No renderer saw it: the next patch of it is a new list to them.
        list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [])
        last = list
    }

    /// Where the last list holds the items of each moved subtree; nil when the list cannot be
    /// moved (a subtree it did not draw, or scroll positions it could not tell apart).
    private func movedRanges(_ moved: [Move]) -> [Range<Int>]? {
        guard moved.isEmpty || scrollViews != nil else { return nil }
        var out: [Range<Int>] = []
        for move in moved {
            guard let drawn = ranges[ObjectIdentifier(move.content)] else { return nil }
            out.append(drawn.range)
        }
        return out
    }

    /// Moves the items in `ranges` of `list` by their moves' offsets, and its scroll views'
    /// content positions with them.
    private func moveItems(_ list: inout DisplayList, _ moved: [Move], _ ranges: [Range<Int>]) {
        for (move, range) in zip(moved, ranges) where move.offset != .zero {
            list.items.withUnsafeMutableBufferPointer { items in
                for i in range { items[i].translate(by: move.offset) }
            }
        }
        list.scrollContents = (scrollViews ?? []).compactMap(DisplayListBuilder.scrollContentPosition)
    }

    /// Forgets the last list: the next ``build(_:size:background:decorations:layoutUnchanged:moved:)`` draws whole.
    public func reset() {
        tree = nil; last = nil; decorations = [:]; ranges = [:]; shapedByAncestorClip = []; patchable = false; scrollViews = nil
    }

    /// The last list with the items of the `moved` subtrees moved and the nodes whose
    /// decorations changed redrawn in place; nil when that cannot be done exactly.
    private func patch(_ root: Node, size: Size, background: Color, decorations new: DisplayListBuilder.Decorations,
                       moved: [Move]) -> DisplayList? {
        guard patchable, let tree, tree === root, var list = last, let base = list.revision,
              list.size == size, list.background == background else { return nil }
        guard let movedRanges = movedRanges(moved) else { return nil }
        // The list kept is the only other holder of its items once a frame is drawn (the
        // renderer keeps what it needs of them, not the list): let go of it so the items are
        // patched in place rather than copied whole.
        last = nil
        if !moved.isEmpty {
            moveItems(&list, moved, movedRanges)
            listsMoved += 1
        }
        var changed: [(node: Node, range: Range<Int>)] = []
        var reorders = false
        for key in Set(new.keys).union(decorations.keys) where new[key] != decorations[key] {
            // Drawn alone, its items would lose the shape a clip around it gave them.
            guard let drawn = ranges[key], !shapedByAncestorClip.contains(key) else { return nil }
            // A node that starts or stops raising, or comes to the front, reorders its parent's children.
            if (new[key]?.raiseLevel ?? 0) != (decorations[key]?.raiseLevel ?? 0) { reorders = true }
            changed.append(drawn)
        }
        changed.sort { $0.range.lowerBound < $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.range.count > $1.range.count) }
        var redrawn: [Range<Int>] = [], parts: [[DisplayItem]] = []
        do {
            // The nodes inside a redrawn one with no change inside them draw as they did: their
            // items are copied from the last list (released before it is patched).
            let changedRanges = changed.map(\.range), drawn = ranges
            let kept = DisplayListBuilder.KeptItems(items: list.items) { node in
                guard let range = drawn[ObjectIdentifier(node)]?.range,
                      !changedRanges.contains(where: { range.lowerBound <= $0.lowerBound && $0.upperBound <= range.upperBound })
                else { return nil }
                return range
            }
            for (node, range) in changed where !reorders {
                // A node inside one redrawn already is redrawn with it.
                if let outer = redrawn.last, range.upperBound <= outer.upperBound { continue }
                var part = DisplayList(size: size, background: background)
                var layering = LegendLayering()
                DisplayListBuilder.draw(node, decorations: new, into: &part, layering: &layering, keeping: kept)
                guard layering.deferred.isEmpty else { return nil }
                // More or fewer commands (a shadow or a layer coming or going) move every later item.
                if part.items.count != range.count { reorders = true; break }
                redrawn.append(range)
                parts.append(part.items)
            }
        }
        if reorders {
            var old = list.items
            list.items = []
            guard let items = reassemble(root, from: &old, size: size, changed: Set(changed.map { ObjectIdentifier($0.node) }), decorations: new) else { return nil }
            list.items = items
            // Scroll views whose items changed places change places in the scroll positions too.
            let starts = (scrollViews ?? []).map { ranges[ObjectIdentifier($0)]?.range.lowerBound ?? -1 }
            if starts.contains(-1) || !zip(starts, starts.dropFirst()).allSatisfy({ $0.0 < $0.1 }) {
                scrollViews = Self.scrollViews(drawn: ranges, count: list.scrollContents.count)
                list.scrollContents = (scrollViews ?? []).compactMap(DisplayListBuilder.scrollContentPosition)
            }
            list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [])
            listsReassembled += 1
            last = list
            decorations = new
            return list
        }
        for (range, items) in zip(redrawn, parts) { list.items.replaceSubrange(range, with: items) }
        // Moved items make a new list to a renderer comparing revisions, told what moved.
        if moved.isEmpty {
            list.revision = DisplayListRevision(base: base.id, prefixCount: list.items.count, changed: redrawn)
        } else {
            let moves = DisplayListRevision.Moved(from: base.id, ranges: movedRanges, offsets: moved.map(\.offset), changed: redrawn)
            list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [], moved: moves)
        }
        last = list
        decorations = new
        return list
    }

    /// The items of `root`, the last tree, drawn with `new` decorations, put together from
    /// `old` (the last list's items, ``ranges`` saying whose they are): a subtree holding none
    /// of the `changed` nodes keeps its items as they were drawn, a changed node is drawn again,
    /// and a node above a changed one lays its own items (those before its first child's and
    /// after its last child's) around its children's, in the order the builder now draws them.
    /// Updates ``ranges`` to the new items. The kept items are moved out of `old`, not copied
    /// (copying each item's strings and fonts cost as much as drawing it again). Nil, with
    /// ``ranges`` left unusable and `old` whole, when some node was not drawn on its own (no
    /// range) or its children's items do not follow one another.
    private func reassemble(_ root: Node, from old: inout [DisplayItem], size: Size, changed: Set<ObjectIdentifier>,
                            decorations new: DisplayListBuilder.Decorations) -> [DisplayItem]? {
        guard let whole = ranges[ObjectIdentifier(root)]?.range, whole == 0..<old.count else { return nil }
        // One walk: the nodes on the way down to a changed one, and how far `new` raises the
        // views each holds (the builder's ``Node/raiseLevel(_:)`` for each, without a walk each).
        var above = Set<ObjectIdentifier>(), raising: [ObjectIdentifier: Int] = [:]
        // A few nodes each: a scan of a short array is quicker than hashing every node's key.
        let changedKeys = Array(changed), raisingKeys = new.compactMap { $0.value.raises ? ($0.key, $0.value.raiseLevel) : nil }
        func walk(_ node: Node) -> (changes: Bool, level: Int) {
            let key = ObjectIdentifier(node)
            var found = (changes: changedKeys.contains(key), level: raisingKeys.first(where: { $0.0 == key })?.1 ?? 0)
            for child in node.children {
                let below = walk(child)
                found = (found.changes || below.changes, Swift.max(found.level, below.level))
            }
            if found.changes { above.insert(key) }
            if found.level > 0 { raising[key] = found.level }
            return found
        }
        _ = walk(root)
        /// The new items in order: runs of the old ones, and changed nodes' items drawn again.
        enum Run { case kept(Range<Int>), drawn([DisplayItem]) }
        var runs: [Run] = [], count = 0
        // Each node's entry in `ranges` is read (its old range) before anything writes it.
        func plan(_ node: Node) -> Bool {
            let key = ObjectIdentifier(node), start = count
            guard let range = ranges[key]?.range else { return false }
            if changed.contains(key) {
                var part = DisplayList(size: size)
                var layering = LegendLayering()
                layering.drawnRanges = [:]
                DisplayListBuilder.draw(node, decorations: new, into: &part, layering: &layering)
                guard layering.deferred.isEmpty, !layering.movesLegends, let drawn = layering.drawnRanges else { return false }
                runs.append(.drawn(part.items))
                count += part.items.count
                for (k, v) in drawn { ranges[k] = (v.node, (v.range.lowerBound + start)..<(v.range.upperBound + start)) }
                return true
            }
            guard above.contains(key) else {
                // Nothing changed below: its items as they were, every range in it moved along.
                runs.append(.kept(range))
                count += range.count
                let by = start - range.lowerBound
                if by != 0 {
                    node.visit { n in
                        let k = ObjectIdentifier(n)
                        if let r = ranges[k]?.range { ranges[k] = (n, (r.lowerBound + by)..<(r.upperBound + by)) }
                        return true
                    }
                }
                return true
            }
            // The children's items, in the order they were drawn in, follow one another inside
            // the node's: what lies before the first and after the last is the node's own.
            var drawn: [Range<Int>] = []
            drawn.reserveCapacity(node.children.count)
            for child in node.children {
                guard let r = ranges[ObjectIdentifier(child)]?.range, r.lowerBound >= range.lowerBound, r.upperBound <= range.upperBound else { return false }
                drawn.append(r)
            }
            drawn.sort { $0.lowerBound < $1.lowerBound || ($0.lowerBound == $1.lowerBound && $0.upperBound < $1.upperBound) }
            guard let first = drawn.first?.lowerBound, let end = drawn.last?.upperBound,
                  zip(drawn, drawn.dropFirst()).allSatisfy({ $0.upperBound == $1.lowerBound }) else { return false }
            runs.append(.kept(range.lowerBound..<first))
            count += first - range.lowerBound
            let order = DisplayListBuilder.drawingOrder(of: node) { $0.reordersWhenRaised ? raising[ObjectIdentifier($0)] ?? 0 : 0 }
            for child in order where !plan(child) { return false }
            runs.append(.kept(end..<range.upperBound))
            count += range.upperBound - end
            ranges[key] = (node, start..<count)
            return true
        }
        guard plan(root) else { return nil }
        return old.withUnsafeMutableBufferPointer { source in
            [DisplayItem](unsafeUninitializedCapacity: count) { target, made in
                made = 0
                for run in runs {
                    switch run {
                    case .kept(let r):
                        guard !r.isEmpty else { continue }
                        let from = source.baseAddress! + r.lowerBound
                        (target.baseAddress! + made).moveInitialize(from: from, count: r.count)
                        // The moved-from places hold an item with nothing to release, so `old` can go.
                        from.initialize(repeating: .popLayer, count: r.count)
                        made += r.count
                    case .drawn(let items):
                        guard !items.isEmpty else { continue }
                        items.withUnsafeBufferPointer { (target.baseAddress! + made).initialize(from: $0.baseAddress!, count: $0.count) }
                        made += items.count
                    }
                }
            }
        }
    }

    /// The scroll views among the drawn nodes that recorded where their content sits, in the
    /// order the list holds their positions (the order their clips were drawn in); nil unless
    /// there are `count` of them.
    private static func scrollViews(drawn: [ObjectIdentifier: (node: Node, range: Range<Int>)], count: Int) -> [Node]? {
        var found: [(node: Node, at: Int)] = []
        for (node, range) in drawn.values where DisplayListBuilder.scrollContentPosition(of: node) != nil {
            found.append((node, range.lowerBound))
        }
        guard found.count == count else { return nil }
        return found.sorted { $0.at < $1.at }.map(\.node)
    }
}
