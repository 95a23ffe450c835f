import UICore

/// The items of a lazy stack or grid as focus candidates, without creating their views.
///
/// Attached to the node of the scrolling container (its frame is the visible viewport). The
/// engine asks ``geometry`` only for items inside a query rectangle, so a region of a million
/// items costs what a move returns, never what the region holds. Items the app has already
/// materialised may also appear as child nodes with the same ids; the engine treats both as one
/// candidate (the node wins, so its own disabled state applies).
public struct LazyRegion: Sendable {
    /// Item frames in the container's content coordinates.
    public var geometry: any LazyItemGeometry
    /// Where content point (0, 0) lies in window coordinates, scroll offset applied.
    public var contentOrigin: Point
    /// The interactions every item supports.
    public var itemInteractions: FocusInteractions
    /// Whether an item not built yet may take focus (false for the plain views a lazy stack
    /// holds beside its `ForEach`es, a header above the rows): built items answer for themselves.
    public var itemMayFocus: @Sendable (Int) -> Bool = { _ in true }
    private let idForIndex: @Sendable (Int) -> ViewID
    private let indexForID: @Sendable (ViewID) -> Int?
    private let indexForName: @Sendable (String) -> Int?
    private let indexForFocusValue: @Sendable (AnyHashable, ObjectIdentifier) -> Int?

    /// A region whose ids come from the app's own mapping (e.g. recipe slugs).
    ///
    /// `named` finds the item whose id is named so (`ViewID.description`: a replay's or a
    /// layout file's text), built or not; without it such names find only items already built.
    /// `focusValue` finds the item bound to a value of a focus state (`.focused(state, equals:
    /// value)`), given the value and the state's identity, without building it; nil when no item
    /// is (the default: the region's items bind no focus state).
    public init(geometry: any LazyItemGeometry, contentOrigin: Point, itemInteractions: FocusInteractions = .automatic,
                id: @escaping @Sendable (Int) -> ViewID, index: @escaping @Sendable (ViewID) -> Int?,
                named: @escaping @Sendable (String) -> Int? = { _ in nil },
                focusValue: @escaping @Sendable (AnyHashable, ObjectIdentifier) -> Int? = { _, _ in nil }) {
        self.geometry = geometry; self.contentOrigin = contentOrigin; self.itemInteractions = itemInteractions
        self.idForIndex = id; self.indexForID = index; self.indexForName = named; self.indexForFocusValue = focusValue
    }

    /// A region whose items are identified by strings: `prefix` followed by the index
    /// (`palette-0`, `palette-1`, …), as a layout file names them.
    public init(geometry: any LazyItemGeometry, contentOrigin: Point, itemInteractions: FocusInteractions = .automatic,
                idPrefix prefix: String) {
        let count = geometry.count
        let index: @Sendable (String) -> Int? = { name in
            guard name.hasPrefix(prefix), let i = Int(name.dropFirst(prefix.count)), i >= 0, i < count,
                  prefix + String(i) == name else { return nil }
            return i
        }
        self.init(geometry: geometry, contentOrigin: contentOrigin, itemInteractions: itemInteractions,
                  id: { ViewID(prefix + String($0)) },
                  index: { id in id.stringValue.flatMap(index) },
                  named: index)
    }

    /// The id of item `index`.
    public func id(forIndex index: Int) -> ViewID { idForIndex(index) }

    /// The index of the item with that id, or nil when the id is not one of this region's items.
    public func index(forID id: ViewID) -> Int? {
        guard let i = indexForID(id), i >= 0, i < geometry.count else { return nil }
        return i
    }

    /// The index of the item whose id is named `name` (`ViewID.description`), or nil when no
    /// item of this region is.
    public func index(named name: String) -> Int? {
        guard let i = indexForName(name), i >= 0, i < geometry.count else { return nil }
        return i
    }

    /// The index of the item bound to `value` of the focus state identified by `state`, or nil
    /// when no item is (or the value lies past the last item).
    public func index(boundTo value: AnyHashable, of state: ObjectIdentifier) -> Int? {
        guard let i = indexForFocusValue(value, state), i >= 0, i < geometry.count else { return nil }
        return i
    }

    /// The frame of item `index` in window coordinates.
    public func frame(ofItem index: Int) -> Rect {
        geometry.frame(ofItem: index).offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
    }

    /// The whole content in window coordinates.
    public var contentFrame: Rect {
        Rect(origin: contentOrigin, size: geometry.contentSize)
    }

    /// Indices of the items intersecting a window-coordinate rectangle, ascending.
    public func items(intersecting windowRect: Rect) -> [Int] {
        geometry.items(intersecting: windowRect.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y))
    }
}
