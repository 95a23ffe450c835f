/// A lazy stack or grid: item geometry computed from the offered size, item views built on demand.
public struct LazySpec {
    /// Item geometry for the size offered to the container (columns depend on the width).
    public var makeGeometry: (ProposedSize, LayoutContext) -> any LazyItemGeometry
    /// Builds item `i`'s view (called only for items near the visible region).
    public var item: (Int) -> Node
    /// The stable id of item `i` (focus and scroll position use it for items not yet built).
    public var id: (Int) -> ViewID
    /// The index of the item with an id, if any.
    public var index: (ViewID) -> Int?
    /// The index of the item whose id is named `name` (``ViewID/description``), if any: a
    /// script's or a layout file's name for an item, built or not.
    public var indexNamed: (String) -> Int?
    /// Extra points beyond the visible region to materialise (prefetch).
    public var prefetch: Double
    /// Where an item sits in its slot when its size differs from the slot's (a lazy stack's
    /// alignment across its axis; centred by default).
    public var itemAlignment: Alignment = .center
    /// When every item is focusable: its interactions (lets focus reach items not built yet).
    public var itemInteractions: FocusInteractions?
    /// Items built even when far from the visible region (a list's default-focus row, so focus
    /// can start there and scroll it into view).
    public var pinned: [Int] = []
    /// The index of the item whose `.focused(state, equals: value)` binding holds a value, built
    /// or not, given the state's identity and the value (nil when no item is bound to it): lets
    /// a `@FocusState` write focus an item of a long list without building the items before it.
    public var focusIndex: (_ value: AnyHashable, _ state: ObjectIdentifier) -> Int? = { _, _ in nil }
    /// Whether an item not built yet may take focus (a lazy stack's plain views beside its
    /// `ForEach`es may not); nil: every item may, as the first focusable one built does.
    public var itemMayFocus: ((Int) -> Bool)?
    /// Told the sizes the items built in a layout pass chose, with the geometry they were built
    /// under: returns the geometry those sizes give when it differs (a lazy stack's rows measured
    /// at other lengths than estimated), so the pass places its items by it; nil keeps it.
    public var remeasure: ((_ geometry: any LazyItemGeometry, _ sizes: [(index: Int, size: Size)]) -> (any LazyItemGeometry)?)?

    public init(makeGeometry: @escaping (ProposedSize, LayoutContext) -> any LazyItemGeometry, prefetch: Double,
                itemInteractions: FocusInteractions? = nil,
                id: @escaping (Int) -> ViewID, index: @escaping (ViewID) -> Int?,
                indexNamed: @escaping (String) -> Int?, item: @escaping (Int) -> Node) {
        self.makeGeometry = makeGeometry; self.prefetch = prefetch; self.itemInteractions = itemInteractions
        self.id = id; self.index = index; self.indexNamed = indexNamed; self.item = item
    }
}

extension LazySpec {
    /// Node attribute: the focus interactions every item of a lazy container has (from its first built item).
    public enum ItemInteractionsKey: ViewAttributeKey { public typealias Value = FocusInteractions }
}
