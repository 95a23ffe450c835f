/// Content margins for every scroll view inside a view (SwiftUI's `contentMargins` on any view).
public struct ContentMarginsModifier<Content: View>: PrimitiveView {
    var content: Content
    var edges: Edge.Set
    var length: Double
    var placement: ContentMarginPlacement

    public func makeNode(in context: ResolveContext) -> Node {
        var env = context.environment
        env.inheritedContentMargins = env.inheritedContentMargins.setting(edges, length, for: placement)
        return context.with(environment: env).resolve(content)
    }
}

extension View {
    /// Insets the content (and/or the indicators) of every scroll view inside this view by
    /// `length` on `edges` (SwiftUI's `contentMargins(_:_:for:)`); a scroll view's own margins
    /// win on the edges they set.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double,
                               for placement: ContentMarginPlacement = .automatic) -> ContentMarginsModifier<Self> {
        ContentMarginsModifier(content: self, edges: edges, length: length, placement: placement)
    }
}
