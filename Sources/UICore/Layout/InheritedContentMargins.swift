/// Content margins set on an ancestor of scroll views (SwiftUI's `contentMargins` on any view),
/// carried down the environment to every scroll view inside
/// (``EnvironmentValues/inheritedContentMargins``).
///
/// A scroll view's own `contentMargins` win on the edges they set; the inherited ones fill the
/// other edges, innermost ancestor first.
public struct InheritedContentMargins: Hashable, Sendable {
    /// Margins of the scrolled content, on ``contentEdges``.
    public var content = EdgeInsets.zero
    /// The edges ``content`` sets.
    public var contentEdges: Edge.Set = []
    /// Margins of the scroll indicators, on ``indicatorEdges``.
    public var indicators = EdgeInsets.zero
    /// The edges ``indicators`` sets.
    public var indicatorEdges: Edge.Set = []

    /// No margins.
    public init() {}

    /// These margins with `length` on `edges` for `placement`.
    public func setting(_ edges: Edge.Set, _ length: Double, for placement: ContentMarginPlacement) -> InheritedContentMargins {
        var m = self
        if placement != .scrollIndicators {
            m.content = content.setting(edges, to: length)
            m.contentEdges.formUnion(edges)
        }
        if placement != .scrollContent {
            m.indicators = indicators.setting(edges, to: length)
            m.indicatorEdges.formUnion(edges)
        }
        return m
    }

    /// `own` on the edges in `ownEdges`, the inherited `margins` on the edges `inheritedEdges`
    /// sets, zero elsewhere.
    static func merge(own: EdgeInsets, ownEdges: Edge.Set, inherited margins: EdgeInsets, inheritedEdges: Edge.Set) -> EdgeInsets {
        var out = own
        if !ownEdges.contains(.top), inheritedEdges.contains(.top) { out.top = margins.top }
        if !ownEdges.contains(.leading), inheritedEdges.contains(.leading) { out.leading = margins.leading }
        if !ownEdges.contains(.bottom), inheritedEdges.contains(.bottom) { out.bottom = margins.bottom }
        if !ownEdges.contains(.trailing), inheritedEdges.contains(.trailing) { out.trailing = margins.trailing }
        return out
    }
}
