import Synchronization

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
    /// For a list patched from another with scrolled subtrees moved (which has no ``base``: a
    /// renderer compares its items whole): what moved, so a renderer still showing that list
    /// need not work it out.
    public let moved: Moved?

    /// How a list was made from the list with identity ``from``: the items of each of
    /// ``ranges`` moved by its offset (points), the items of ``changed`` drawn again, every
    /// other item of the first ``DisplayListRevision/prefixCount`` the same, index for index.
    public struct Moved: Sendable, Hashable {
        /// The identity of the list moved from.
        public let from: UInt64
        /// The ranges of items moved, in the order the moves were made (a scroll view's content
        /// before the content of scroll views inside it, whose range lies in its range: those
        /// items moved by both offsets).
        public let ranges: [Range<Int>]
        /// How far the items of each range moved, in points.
        public let offsets: [Point]
        /// The ranges of items drawn again (their node's decorations changed), in order, not
        /// overlapping; a range moved and drawn again lies in both.
        public let changed: [Range<Int>]

        public init(from: UInt64, ranges: [Range<Int>], offsets: [Point], changed: [Range<Int>]) {
            self.from = from; self.ranges = ranges; self.offsets = offsets; self.changed = changed
        }
    }

    /// A revision with a fresh identity.
    public init(base: UInt64?, prefixCount: Int, changed: [Range<Int>], moved: Moved? = nil) {
        id = Self.lastID.wrappingAdd(1, ordering: .relaxed).newValue
        self.base = base; self.prefixCount = prefixCount; self.changed = changed; self.moved = moved
    }

    /// The last identity handed out: identities are counted, once per list in the process, so
    /// no two lists share one (a random draw asked the kernel for entropy on every frame).
    private static let lastID = Atomic<UInt64>(0)
}
