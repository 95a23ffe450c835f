/// A group of rows under a header, with an optional footer (SwiftUI's `Section`): in a ``List``
/// or ``Form`` the rows stay rows on their platters, and the header and footer are text between
/// them, as tvOS's grouped lists show them; elsewhere they stack in place.
public struct Section: PrimitiveView {
    var header: ViewGroup?
    var content: ViewGroup
    var footer: ViewGroup?

    /// A section of `content` under `header`, with `footer` below.
    public init(@ViewBuilder content: () -> ViewGroup, @ViewBuilder header: () -> ViewGroup, @ViewBuilder footer: () -> ViewGroup) {
        self.content = content(); self.header = header(); self.footer = footer()
    }

    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> ViewGroup, @ViewBuilder header: () -> ViewGroup) {
        self.content = content(); self.header = header(); self.footer = nil
    }

    /// A section of `content` with `footer` below and no header.
    public init(@ViewBuilder content: () -> ViewGroup, @ViewBuilder footer: () -> ViewGroup) {
        self.content = content(); self.header = nil; self.footer = footer()
    }

    /// A section of `content` with no header.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content(); self.header = nil; self.footer = nil
    }

    /// A section of `content` titled `titleKey` (localized).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> ViewGroup) {
        self.content = content(); self.header = ViewGroup([Text(titleKey)]); self.footer = nil
    }

    /// A section of `content` titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> ViewGroup) {
        self.content = content(); self.header = ViewGroup([Text(title)]); self.footer = nil
    }

    /// The header's type: tvOS grouped-list headers, callout in the secondary colour.
    static let headerFont = Font.callout.weight(.medium)
    /// Room above a header, setting its section apart from the rows before (by eye against tvOS 17 Settings).
    static let headerTopPadding = 24.0

    public func makeNode(in context: ResolveContext) -> Node {
        let group = Node(.group, environment: context.environment)
        var children: [Node] = []
        if let header {
            let text = header.font(Self.headerFont).foregroundStyle(.secondaryLabel).padding(.top, Self.headerTopPadding)
            let node = context.descending("header").resolve(text)
            node[Section.TextKey.self] = true
            children.append(node)
        }
        var inner = context
        inner.pendingID = nil
        children += inner.descending("content").resolveChildren(content.views)
        if let footer {
            let node = context.descending("footer").resolve(footer.font(.caption).foregroundStyle(.secondaryLabel))
            node[Section.TextKey.self] = true
            children.append(node)
        }
        group.children = children
        return group
    }

    /// Marks a section's header or footer: a list draws it between its rows, not as a row.
    public enum TextKey: ViewAttributeKey { public typealias Value = Bool }
}
