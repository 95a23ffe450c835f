/// What ``DisplayListBuilder`` records while it draws a tree so it can lift the legends
/// (``ModalLayer/LegendKey``) drawn under a modal's scrim above it afterwards: the clips and
/// layers open at every point, where each legend's commands lie, and where the last scrim ends.
///
/// Moving a legend keeps its look: its commands are replayed inside the same clips and layers
/// its ancestors had opened, after closing the ones open at the scrim (and reopening them after).
struct LegendLayering {
    /// The push commands (``DisplayItem/pushClip(_:_:)``, ``DisplayItem/pushLayer(_:opacity:)``)
    /// open at the current point of the list, outermost first.
    private(set) var context: [DisplayItem] = []
    /// The outermost legends drawn so far: their commands' range and the context they were drawn in.
    private var legends: [(range: Range<Int>, context: [DisplayItem])] = []
    /// Where the last scrim drawn so far ends in the list, and the context it was drawn in.
    private var lastScrim: (end: Int, context: [DisplayItem])?
    /// How many legends enclose the current point (a legend inside a legend moves with it).
    private var legendDepth = 0
    /// Where each node's commands lie in the list, by `ObjectIdentifier(node)`, when recording
    /// (``RetainedDisplayList`` redraws a node in place from it); nil when not recording.
    var drawnRanges: [ObjectIdentifier: (node: Node, range: Range<Int>)]?
    /// The nodes, by `ObjectIdentifier(node)`, some of whose items took the shape of a clip an
    /// ancestor set (``DisplayListBuilder/giveClipShape(_:_:toItemsOf:from:)``): drawn alone, they
    /// would not, so ``RetainedDisplayList`` draws the whole list again when one changes.
    var shapedByAncestorClip: Set<ObjectIdentifier> = []
    /// The keys of ``drawnRanges`` in the order their nodes finished drawing (children before
    /// their parent): the nodes inside the one being drawn are the last ones.
    private var recordOrder: [ObjectIdentifier] = []

    /// Notes, when recording, the nodes drawn from `start` on (those inside the clip being
    /// closed) whose items include one of `indices`, reshaped by that clip. Only the nodes inside
    /// the clip are looked at: the last ones recorded.
    mutating func noteShapedByClip(_ indices: [Int], from start: Int) {
        guard let drawn = drawnRanges, !indices.isEmpty else { return }
        for key in recordOrder.reversed() {
            guard let range = drawn[key]?.range, range.lowerBound >= start else { break }
            if indices.contains(where: { range.contains($0) }) { shapedByAncestorClip.insert(key) }
        }
    }

    /// Window-level layers (``ModalLayer/WindowKey``) met while drawing, not drawn yet, with the
    /// effect layers (fades, transforms) open around them: drawn after the rest of the tree, in
    /// those effects but none of the clips (``DisplayListBuilder/drawDeferred(decorations:into:layering:)``).
    var deferred: [(node: Node, layers: [DisplayItem])] = []
    /// How many window-level layers enclose the current point (one inside one is drawn in place).
    var windowDepth = 0
    /// Whether a window-level layer was drawn out of tree order.
    private(set) var deferredAny = false

    /// Whether `node` is a window-level layer to draw after the rest; notes it when so.
    mutating func defers(_ node: Node) -> Bool {
        guard windowDepth == 0, !node.attributeStorage.isEmpty, node[ModalLayer.WindowKey.self] == true else { return false }
        deferred.append((node, context.filter { if case .pushLayer = $0 { return true } else { return false } }))
        deferredAny = true
        return true
    }

    /// Whether the list was not drawn in tree order: a legend was drawn before the last scrim
    /// (``lift(in:)`` moves it), or a window-level layer was drawn after the rest. Such a list
    /// cannot be patched in place node by node.
    var movesLegends: Bool {
        if deferredAny { return true }
        guard let scrim = lastScrim else { return false }
        return legends.contains { $0.range.upperBound <= scrim.end }
    }

    /// Records where `node`'s commands lie, when recording.
    mutating func record(_ node: Node, from start: Int, in list: DisplayList) {
        guard drawnRanges != nil else { return }
        drawnRanges![ObjectIdentifier(node)] = (node, start..<list.items.count)
        recordOrder.append(ObjectIdentifier(node))
    }

    /// Where a legend or a scrim starts: its first command's index and the context around it.
    struct Mark {
        var start: Int
        var context: [DisplayItem]
        var isLegend: Bool
        var isScrim: Bool
    }

    /// Appends a push command to `list` and opens it.
    mutating func push(_ item: DisplayItem, into list: inout DisplayList) {
        list.append(item)
        context.append(item)
    }

    /// Appends the command closing the innermost open push to `list`.
    mutating func pop(into list: inout DisplayList) {
        list.append(Self.closing(context.removeLast()))
    }

    /// Starts drawing `node`: returns the mark ``end(_:in:)`` needs when it is a legend or a scrim.
    mutating func begin(_ node: Node, in list: DisplayList) -> Mark? {
        guard legendDepth == 0, !node.attributeStorage.isEmpty else { return nil } // most nodes: no lookups
        let legend = node[ModalLayer.LegendKey.self] == true
        let scrim = node[ModalLayer.ScrimKey.self] == true
        guard legend || scrim else { return nil }
        if legend { legendDepth += 1 }
        return Mark(start: list.items.count, context: context, isLegend: legend, isScrim: scrim)
    }

    /// Ends drawing a node ``begin(_:in:)`` marked.
    mutating func end(_ mark: Mark?, in list: DisplayList) {
        guard let mark else { return }
        if mark.isLegend {
            legendDepth -= 1
            legends.append((mark.start..<list.items.count, mark.context))
        }
        if mark.isScrim { lastScrim = (list.items.count, mark.context) }
    }

    /// Moves every legend drawn before the last scrim to just after it, in drawing order.
    func lift(in list: inout DisplayList) {
        guard let scrim = lastScrim else { return }
        let moved = legends.filter { $0.range.upperBound <= scrim.end }
        guard !moved.isEmpty else { return }
        // Clips and layers open both at the scrim and around every legend stay open.
        var shared = scrim.context.count
        for legend in moved {
            shared = min(shared, zip(scrim.context, legend.context).prefix { $0 == $1 }.count)
        }
        let items = list.items
        var out: [DisplayItem] = []
        out.reserveCapacity(items.count + 2 * (scrim.context.count + moved.count))
        var cursor = 0
        for legend in moved {
            out += items[cursor..<legend.range.lowerBound]
            cursor = legend.range.upperBound
        }
        out += items[cursor..<scrim.end]
        out += scrim.context[shared...].reversed().map(Self.closing)
        for legend in moved {
            out += legend.context[shared...]
            out += items[legend.range]
            out += legend.context[shared...].reversed().map(Self.closing)
        }
        out += scrim.context[shared...]
        out += items[scrim.end...]
        list.items = out
    }

    /// The command that closes a push command.
    private static func closing(_ push: DisplayItem) -> DisplayItem {
        if case .pushLayer = push { return .popLayer }
        return .popClip
    }
}
