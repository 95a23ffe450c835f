/// The items of a lazy stack written with views and `ForEach`es side by side, as SwiftUI allows
/// (`LazyVStack { Text("Today"); ForEach(stories) { … } }`): each plain view is one item, each
/// `ForEach` element one item, in order. Elements are read one by one, so a
/// `ForEach` over a million elements costs nothing until its items are built; a `Section`'s
/// header, rows and footer are items of their own (its header is not pinned).
public struct LazyContent: RandomAccessCollection {
    /// One item: its identity within the stack and its view.
    public struct Item {
        public let id: ItemID
        let view: ViewGroup
    }

    /// An item's identity: a plain view by its place among the stack's views, an element by the
    /// `ForEach` it belongs to and its own identity. Its description is the element's own (a
    /// trace names a story's row as a plain `ForEach` would), or `view N`.
    public struct ItemID: Hashable, CustomStringConvertible {
        let segment: Int
        let element: AnyHashable?
        public var description: String { element.map { "\($0.base)" } ?? "view \(segment)" }
    }

    /// A run of items: one plain view, or the elements of one `ForEach`.
    private enum Segment {
        case view(any View)
        case elements(any ElementsExpanding)

        var count: Int {
            switch self {
            case .view: 1
            case .elements(let e): e.elementCount
            }
        }
    }

    private let segments: [Segment]
    /// `starts[k]`: the index of segment `k`'s first item (one more entry than ``segments``).
    private let starts: [Int]

    /// The items of `group`, its nested groups and sections flattened.
    init(_ group: ViewGroup) {
        var segments: [Segment] = []
        func add(_ view: any View) {
            if let g = view as? ViewGroup { g.views.forEach(add); return }
            if let e = view as? any ElementsExpanding { segments.append(.elements(e)); return }
            if let s = view as? Section {
                if let h = s.header { segments.append(.view(h)) }
                add(s.content)
                if let f = s.footer { segments.append(.view(f)) }
                return
            }
            segments.append(.view(view))
        }
        add(group)
        self.segments = segments
        var starts = [0]
        for s in segments { starts.append(starts[starts.count - 1] + s.count) }
        self.starts = starts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts[starts.count - 1] }

    /// The segment holding item `position`: the last one starting at or before it.
    private func segment(at position: Int) -> Int {
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= position { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Whether item `position` is a `ForEach` element (not one of the plain views beside them).
    func isElement(at position: Int) -> Bool {
        guard position >= 0, position < endIndex else { return false }
        if case .elements = segments[segment(at: position)] { return true }
        return false
    }

    public subscript(position: Int) -> Item {
        let lo = segment(at: position)
        switch segments[lo] {
        case .view(let v):
            return Item(id: ItemID(segment: lo, element: nil), view: ViewGroup([v]))
        case .elements(let e):
            let offset = position - starts[lo]
            return Item(id: ItemID(segment: lo, element: e.elementID(at: offset)), view: e.elementView(at: offset))
        }
    }
}
