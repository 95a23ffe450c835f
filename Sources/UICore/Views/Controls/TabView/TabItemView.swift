/// A view with the label its tab shows in a ``TabView``'s bar (SwiftUI's `tabItem(_:)`); outside
/// a tab view it is its content alone.
public struct TabItemView<Content: View>: PrimitiveView, TabEntryDeclaring {
    var content: Content
    var label: ViewGroup

    public func makeNode(in context: ResolveContext) -> Node { context.resolve(content) }

    func tabEntry(position: Int) -> TabEntry? {
        // `.tag(…).tabItem { … }`: the tag inside names the tab.
        if let tagged = content as? TagReading {
            return TabEntry(label: label, value: tagged.tagValue, content: tagged.taggedContent, name: TabEntry.name(of: label))
        }
        return TabEntry(label: label, value: AnyHashable(position), content: content, name: TabEntry.name(of: label))
    }
}

extension View {
    /// The label this view's tab shows in a ``TabView``'s bar (a `Text`, or a `Label` whose
    /// title the bar shows).
    public consuming func tabItem(@ViewBuilder _ label: () -> ViewGroup) -> TabItemView<Self> {
        TabItemView(content: self, label: label())
    }
}
