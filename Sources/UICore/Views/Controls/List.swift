/// A vertically scrolling list of rows on grouped platters (SwiftUI's `List` in its tvOS inset style).
///
/// Give it an `.id` to keep its scroll offset; each row is drawn on a rounded platter. Built from
/// one `ForEach`, the list is lazy like SwiftUI's: only rows near the visible region are built
/// (each as tall as it measures), so a list of 100,000 items costs what is on screen.
public struct List: PrimitiveView {
    /// Eager rows (any views), or the lazy stack of a `ForEach`'s rows.
    private enum Rows {
        case views(ViewGroup)
        case lazy((ResolveContext) -> Node)
    }

    private var rows: Rows
    var spacing: Double

    // Row platter: white at 6 % on the dark background, 16 pt corners, 24/10 pt insets (tvOS grouped
    // table cells, measured from tvOS 17 Settings screenshots).
    static let rowFill = Color.white.opacity(0.06)
    static let rowCorner = 16.0
    static let rowInsets = EdgeInsets(top: 10, leading: 24, bottom: 10, trailing: 24)
    /// The inset of the rows inside the list's frame: room for a focused row's lift. A header
    /// above the list aligns with the rows by padding itself by the same amount.
    public static let contentInset = 20.0

    /// A list of the given rows, all built.
    public init(spacing: Double = 14, @ViewBuilder content: () -> ViewGroup) {
        rows = .views(content()); self.spacing = spacing
    }

    /// A lazy list of a `ForEach`'s rows; the rows at `pinnedRows` are built wherever they are
    /// (give the default-focus row, so focus can start on it before it is scrolled into view).
    public init<Data: RandomAccessCollection, ID: Hashable>(spacing: Double = 14, pinnedRows: [Int] = [],
                                                          content: () -> ForEach<Data, ID>) where Data.Index == Int {
        var forEach = content()
        let rowContent = forEach.content
        forEach.content = { element in ViewGroup([ListRow(row: rowContent(element))]) }
        rows = .lazy { context in
            LazyStackNode.make(axis: .vertical, spacing: spacing, prefetch: LazyDefaults.prefetch, pinned: pinnedRows,
                               content: forEach, in: context)
        }
        self.spacing = spacing
    }

    /// A lazy list of a row for each element of `data`, identified by `id` (SwiftUI's
    /// `List(_:id:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, spacing: Double = 14,
                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> ViewGroup)
        where Data.Index == Int {
        self.init(spacing: spacing) { ForEach(data, id: id, content: rowContent) }
    }

    /// A lazy list of a row for each element of `data`, identified by its own `id` (SwiftUI's
    /// `List(_:rowContent:)`).
    public init<Data: RandomAccessCollection>(_ data: Data, spacing: Double = 14,
                                              @ViewBuilder rowContent: @escaping (Data.Element) -> ViewGroup)
        where Data.Index == Int, Data.Element: Identifiable {
        self.init(data, id: \.id, spacing: spacing, rowContent: rowContent)
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        var inner = context
        inner.pendingID = nil
        let stack: Node
        switch rows {
        case .views(let content):
            stack = Node(.stack(.vertical, spacing: spacing, alignment: .topLeading), environment: env)
            stack.children = inner.resolveChildren(content.views).map { Self.platter($0, environment: env) }
        case .lazy(let make):
            stack = make(inner)
        }
        let padded = Node(.padding(EdgeInsets(top: Self.contentInset, leading: Self.contentInset, bottom: Self.contentInset,
                                              trailing: Self.contentInset)), environment: env)
        padded.children = [stack]
        let id = context.pendingID ?? context.unnamedScrollID(kind: "list")
        let scroll = Node(.scroll(ScrollSpec(axis: .vertical, id: id)), environment: env)
        scroll.id = id
        scroll.children = [padded]
        return scroll
    }

    /// A row on its platter: padded, as wide as the list, over a rounded fill. A row that is one
    /// bordered control (a `Button`, a `Toggle`, a picker's row) is the row itself, as tvOS draws
    /// it: the control takes the list's width and its own rounded fill is the row's platter (white
    /// when focused), rather than a smaller platter drawn inside the row's.
    static func platter(_ row: Node, environment env: EnvironmentValues) -> Node {
        // A section's header or footer sits between the rows, on no platter.
        if row[Section.TextKey.self] == true { return row }
        if fillsRow(row) { return row }
        let padded = Node(.padding(rowInsets), environment: env)
        padded.children = [row]
        let framed = Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), environment: env)
        framed.children = [padded]
        let platter = Node(.background(.center), environment: env)
        platter.children = [framed, Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: rowCorner), fill: .color(env.platter(rowFill)))),
                                         environment: env)]
        return platter
    }

    /// Makes `row` take the whole width offered it, its content at the leading edge, when it is a
    /// bordered control: a focusable node drawn as its content framed to the control's height over
    /// a rounded fill (``Button``'s and ``Toggle``'s look). Returns whether it was one.
    static func fillsRow(_ row: Node) -> Bool {
        guard row.focus?.interactions != nil, case .background = row.kind, row.children.count == 2,
              case .frame(var spec) = row.children[0].kind, spec.width == nil,
              case .shape(let shape) = row.children[1].kind, case .roundedRect = shape.shape else { return false }
        spec.maxWidth = .infinity
        spec.alignment = .leading
        row.children[0].kind = .frame(spec)
        row.markChangedAfterResolve()
        row.children[0].markChangedAfterResolve()
        return true
    }
}
