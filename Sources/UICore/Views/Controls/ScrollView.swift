/// A scrollable region along one axis (SwiftUI's `ScrollView`).
///
/// A scroll view without an `.id` has one from its place in the tree (``ResolveContext/unnamedScrollID(kind:)``),
/// so its offset is kept from frame to frame and focus scrolls it like a named one.
///
/// Content beyond the bounds is clipped (unless ``View/scrollClipDisabled(_:)`` says not to). `contentMargins` inset the content (and are part of
/// the scrollable length); `safeAreaPadding` insets it without clipping; the offset itself lives
/// in the scroll engine, keyed by the scroll view's id.
public struct ScrollView: PrimitiveView {
    var axis: Axis
    var content: ViewGroup
    var margins = EdgeInsets.zero
    var indicatorMargins = EdgeInsets.zero
    /// The edges this scroll view's own `contentMargins` set (margins inherited from an
    /// ancestor's `contentMargins` fill the others).
    var marginEdges: Edge.Set = []
    var indicatorMarginEdges: Edge.Set = []
    var safeArea = EdgeInsets.zero
    var indicators = true
    var anchor = ScrollContentAnchor.leading

    /// Where content shorter than the scroll view sits along its axis (a scroll view's content
    /// otherwise starts at its leading edge).
    public enum ScrollContentAnchor: Double, Sendable {
        case leading = 0, center = 0.5, trailing = 1
    }

    public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> ViewGroup) {
        self.axis = axis; self.content = content()
    }

    /// A scroll view that shows or hides its indicators (SwiftUI's
    /// `ScrollView(_:showsIndicators:content:)`).
    public init(_ axis: Axis = .vertical, showsIndicators: Bool, @ViewBuilder content: () -> ViewGroup) {
        self.init(axis, content: content)
        indicators = showsIndicators
    }

    /// Insets the content (not the clip) and/or the scroll indicators by `length` on some edges
    /// (SwiftUI's `contentMargins(_:_:for:)`).
    public func contentMargins(_ edges: Edge.Set, _ length: Double, for placement: ContentMarginPlacement = .automatic) -> ScrollView {
        var s = self
        if placement != .scrollIndicators { s.margins = margins.setting(edges, to: length); s.marginEdges.formUnion(edges) }
        if placement != .scrollContent {
            s.indicatorMargins = indicatorMargins.setting(edges, to: length)
            s.indicatorMarginEdges.formUnion(edges)
        }
        return s
    }

    /// Insets the content without clipping it while scrolling.
    public func safeAreaPadding(_ edges: Edge.Set, _ length: Double) -> ScrollView {
        var s = self
        s.safeArea = safeArea.setting(edges, to: length)
        return s
    }

    /// Places content shorter than the scroll view at `anchor` along the axis (the alignment part
    /// of SwiftUI's `defaultScrollAnchor`): a row of a few buttons stays centred, a long one scrolls.
    public func defaultScrollAnchor(_ anchor: ScrollContentAnchor) -> ScrollView { var s = self; s.anchor = anchor; return s }

    /// Shows or hides the scroll indicators.
    public func scrollIndicatorsVisible(_ visible: Bool) -> ScrollView { var s = self; s.indicators = visible; return s }

    public func makeNode(in context: ResolveContext) -> Node {
        let id = context.pendingID ?? context.unnamedScrollID()
        let inherited = context.environment.inheritedContentMargins
        let contentInsets = InheritedContentMargins.merge(own: margins, ownEdges: marginEdges,
                                                          inherited: inherited.content, inheritedEdges: inherited.contentEdges)
        var spec = ScrollSpec(axis: axis, id: id, contentMargins: contentInsets, safeAreaPadding: safeArea, showsIndicators: indicators)
        spec.indicatorMargins = InheritedContentMargins.merge(own: indicatorMargins, ownEdges: indicatorMarginEdges,
                                                              inherited: inherited.indicators, inheritedEdges: inherited.indicatorEdges)
        spec.shortContentPosition = anchor.rawValue
        spec.clipsContent = !context.environment.isScrollClipDisabled
        let node = Node(.scroll(spec), environment: context.environment)
        node.id = id
        let stackNode = Node(.stack(axis, spacing: 0, alignment: .topLeading), environment: context.environment)
        stackNode.children = context.resolveChildren(content.views)
        node.children = [stackNode.children.count == 1 ? stackNode.children[0] : stackNode]
        return node
    }
}
