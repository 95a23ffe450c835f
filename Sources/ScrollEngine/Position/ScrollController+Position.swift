import UICore

extension ScrollController {
    /// The leading-most target at the current offset (S6): the first whose midpoint is at or past
    /// the offset along the targets' axis; nil without targets.
    public var scrollPositionIndex: Int? { scrollPositionIndex(at: offset) }

    /// The leading-most target at `offset`.
    public func scrollPositionIndex(at offset: Point) -> Int? {
        guard let targets else { return nil }
        return targets.leadingTarget(at: offset.scrollComponent(targets.axis))
    }

    /// The id of the leading-most target (what a `scrollPosition(id:)` binding reads), via ``identity``.
    public var scrollPositionID: AnyHashable? {
        guard let index = scrollPositionIndex else { return nil }
        return identity?.id(at: index) ?? AnyHashable(index)
    }

    /// Writing the position binding: scrolls (animated) to the target with `id`. Unknown ids are
    /// ignored with a warning.
    public func scrollTo(id: AnyHashable, animated: Bool = true) {
        let index = identity.map { $0.index(of: id) } ?? (id.base as? Int)
        guard let index, let targets, index >= 0, index < targets.count else {
            warn("scroll position: unknown id \(id); ignored"); return
        }
        scrollTo(targetIndex: index, animated: animated)
    }
}
