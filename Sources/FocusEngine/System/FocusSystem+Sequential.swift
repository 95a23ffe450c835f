import UICore

/// Sequential moves (F6): Tab and Shift-Tab.
extension FocusSystem {
    /// Whether Tab stops at a view now (F1): text fields and views with `.edit` interactions
    /// always; `.activate`-only views only while keyboard navigation is on; disabled views and
    /// focus sections never.
    public func isTabStop(_ id: ViewID) -> Bool {
        guard let target = tree.resolve(id), tree.isInModalScope(target) else { return false }
        return isTabStop(target)
    }

    func isTabStop(_ target: FocusTarget) -> Bool {
        guard let interactions = tree.focusInteractions(of: target) else { return false }
        if case .node(let i) = target, tree.entries[i].isTextField { return true }
        if interactions.contains(.edit) { return true }
        return keyboardNavigation && interactions.contains(.activate)
    }

    /// The Tab stops in order: reading order (rows top to bottom, each leading to trailing,
    /// mirrored for RTL) applied level by level, so a container's stops stay together (the
    /// category list is walked before the grid beside it). Items of lazy regions count only
    /// once materialised as nodes. Inside a modal scope only its stops.
    public var tabOrder: [ViewID] { tabSequence(including: nil).map { tree.id(of: $0) } }

    /// The stop sequence, with `extra` (a focused target that is no stop) slotted into place.
    func tabSequence(including extra: FocusTarget?) -> [FocusTarget] {
        guard !tree.entries.isEmpty else { return [] }
        let key = "\(keyboardNavigation)-\(layoutDirection.rawValue)"
        if extra == nil, let cached = tree.cachedTabOrder(key) { return cached }
        var out: [FocusTarget] = []
        let start = tree.modalScope ?? 0
        appendStops(of: start, extra: extra, into: &out)
        if extra == nil { tree.cacheTabOrder(out, key) }
        return out
    }

    private func appendStops(of node: Int, extra: FocusTarget?, into out: inout [FocusTarget]) {
        if isTabStop(.node(node)) || extra == .node(node) { out.append(.node(node)) }
        enum Group { case child(Int), extra(FocusTarget) }
        var groups: [Group] = tree.children(of: node).map { .child($0) }
        if let extra, case .item = extra, tree.parent(of: extra) == node { groups.append(.extra(extra)) }
        guard !groups.isEmpty else { return }
        let ordered = ReadingOrder.sorted(groups, direction: layoutDirection) { group in
            switch group {
            case .child(let c): tree.entries[c].frame
            case .extra(let t): tree.frame(of: t)
            }
        }
        for group in ordered {
            switch group {
            case .child(let c): appendStops(of: c, extra: extra, into: &out)
            case .extra(let t): out.append(t)
            }
        }
    }

    /// Tab (`forward`) or Shift-Tab: the next or previous stop in ``tabOrder``, wrapping at the ends.
    ///
    /// - Parameters:
    ///   - forward: true for Tab (the next stop), false for Shift-Tab (the previous one).
    ///   - explain: accepted for symmetry with ``move(_:commandHandlers:explain:)``;
    ///     sequential moves list no candidates.
    @discardableResult
    public func moveSequential(forward: Bool, explain: Bool = false) -> MoveResult {
        let move: FocusMove = forward ? .next : .previous
        let from = focusedID
        let origin = currentTarget()
        let originIsStop = origin.map { isTabStop($0) && tree.isInModalScope($0) } ?? false
        let sequence = tabSequence(including: originIsStop ? nil : origin)
        let stops = sequence.filter { isTabStop($0) }
        guard !stops.isEmpty else {
            return MoveResult(move: move, from: from, to: from, moved: false, reason: "no tab stop")
        }
        guard let origin, let position = sequence.firstIndex(of: origin) else {
            let target = forward ? stops[0] : stops[stops.count - 1]
            setFocus(target)
            return MoveResult(move: move, from: from, to: focusedID, moved: focusedID != from,
                              reason: forward ? "first in reading order" : "last in reading order")
        }
        var step = position
        var wrapped = false
        repeat {
            step += forward ? 1 : -1
            if step >= sequence.count { step = 0; wrapped = true }
            if step < 0 { step = sequence.count - 1; wrapped = true }
        } while !isTabStop(sequence[step]) && step != position
        let target = sequence[step]
        if target == origin {
            return MoveResult(move: move, from: from, to: from, moved: false, reason: "only tab stop")
        }
        setFocus(target)
        let reason = forward ? (wrapped ? "wrapped to first" : "next in reading order")
                             : (wrapped ? "wrapped to last" : "previous in reading order")
        return MoveResult(move: move, from: from, to: focusedID, moved: true, reason: reason)
    }

    /// Performs any move by name: a direction (see ``move(_:commandHandlers:explain:)``) or
    /// next/previous (see ``moveSequential(forward:explain:)``).
    @discardableResult
    public func perform(_ move: FocusMove, commandHandlers: [ViewID: MoveCommandHandler] = [:],
                        explain: Bool = false) -> MoveResult {
        if let direction = move.direction {
            return self.move(direction, commandHandlers: commandHandlers, explain: explain)
        }
        return moveSequential(forward: move == .next, explain: explain)
    }
}
