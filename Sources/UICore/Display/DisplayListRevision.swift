/// What a ``RetainedDisplayList`` knows about how one of its lists differs from the list it
/// built before: the items before ``prefixCount`` are the earlier list's, index for index,
/// except in ``changed``; the items from ``prefixCount`` on (drawn over the tree: indicators,
/// toasts, overlays) are not known to match.
///
/// A renderer that still shows the list with identity ``base`` can then skip comparing the
/// unchanged items; any other renderer ignores the revision.
public struct DisplayListRevision: Sendable, Hashable {
    /// This list's identity.
    public let id: UInt64
    /// The identity of the list this one was patched from; nil when it was built whole.
    public let base: UInt64?
    /// How many items the tree drew (the same in the base list when ``base`` is set).
    public let prefixCount: Int
    /// The ranges of the first ``prefixCount`` items that may differ from the base list's, in
    /// order, not overlapping.
    public let changed: [Range<Int>]

    /// A revision with a fresh identity.
    public init(base: UInt64?, prefixCount: Int, changed: [Range<Int>]) {
        id = UInt64.random(in: 1...UInt64.max)
        self.base = base; self.prefixCount = prefixCount; self.changed = changed
    }
}
