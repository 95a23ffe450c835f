/// A view with a tag: the value that selects it among a ``TabView``'s tabs (SwiftUI's
/// `tag(_:)`); anywhere else it is its content alone.
public struct TaggedView<Content: View>: PrimitiveView, TabEntryDeclaring, TagReading {
    var content: Content
    var tag: AnyHashable

    public func makeNode(in context: ResolveContext) -> Node { context.resolve(content) }

    var tagValue: AnyHashable { tag }
    var taggedContent: any View { content }

    func tabEntry(position: Int) -> TabEntry? {
        // `.tabItem { … }.tag(…)`: the tab inside, selected by this tag.
        guard let item = content as? TabEntryDeclaring, var entry = item.tabEntry(position: position) else { return nil }
        entry.value = tag
        return entry
    }
}

/// A view carrying a tag, read through its generic type.
protocol TagReading {
    var tagValue: AnyHashable { get }
    var taggedContent: any View { get }
}

extension View {
    /// Tags this view with `tag`: a ``TabView`` selects the tab so tagged when its selection
    /// equals it.
    public consuming func tag<V: Hashable>(_ tag: V) -> TaggedView<Self> { TaggedView(content: self, tag: AnyHashable(tag)) }
}
