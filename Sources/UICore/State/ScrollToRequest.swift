/// A scroll a ``ScrollViewProxy`` asked for, carried out by the host once the frame being
/// built is laid out (``ViewStateStore/takeScrollRequests()``).
public struct ScrollToRequest: Equatable, Sendable {
    /// The view to bring into sight: the id an `.id(_:)` gave it, or its `ForEach` identity.
    public var id: ViewID
    /// Where the view lands in the scroll view's visible region (`.top`: its top edge on the
    /// region's top edge); nil scrolls the least that shows it whole.
    public var anchor: UnitPoint?
    /// Whether the scroll animates (asked inside `withAnimation`) or jumps.
    public var animated: Bool
    /// The ``ScrollViewReader`` whose proxy asked (its place in the tree): the view is looked
    /// for inside it.
    public var reader: Int

    /// A request to scroll to `id` inside reader `reader`.
    public init(id: ViewID, anchor: UnitPoint?, animated: Bool, reader: Int) {
        self.id = id; self.anchor = anchor; self.animated = animated; self.reader = reader
    }
}
