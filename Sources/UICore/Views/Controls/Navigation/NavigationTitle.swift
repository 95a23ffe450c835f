extension View {
    /// The title its ``NavigationStack`` shows above this screen (SwiftUI's `navigationTitle(_:)`):
    /// centred across the top in tvOS's title type, as tvOS's Settings titles its screens.
    public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> { navigationTitle(Text(titleKey)) }

    /// The title its ``NavigationStack`` shows above this screen, a string shown as it is.
    @_disfavoredOverload
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> { navigationTitle(Text(title)) }

    /// The title its ``NavigationStack`` shows above this screen, as a `Text`.
    public consuming func navigationTitle(_ title: Text) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node[NavigationAttributes.TitleKey.self] = title
            return node
        }
    }
}

/// How a ``NavigationStack`` draws the title of the screen on top.
enum NavigationTitle {
    /// The gap between the title and the screen below it (tvOS 17's Settings, by eye).
    static let spacing = 24.0
    /// The title's type: tvOS 17 titles its Settings screens at 48 pt medium (`title2`).
    static let font = Font.title2

    /// The title declared in `screen` (the outermost `navigationTitle`), nil when none.
    ///
    /// Looked for around the screen's content, not inside its scroll views and lazy containers
    /// (a title is given to the screen, `List { … }.navigationTitle("Parks")`, not to a row) nor
    /// inside a navigation stack nested in it: a stack resolved again does not walk its rows.
    static func find(in screen: Node) -> Text? {
        var found: Text?
        screen.visit { n in
            guard found == nil else { return false }
            if let title = n[NavigationAttributes.TitleKey.self] { found = title; return false }
            switch n.kind {
            case .scroll, .lazy: return false
            default: return n === screen || n[NavigationAttributes.StackKey.self] == nil
            }
        }
        return found
    }

    /// `screen` under its title, when it declares one; else `screen` itself.
    static func titled(_ screen: Node, in context: ResolveContext) -> Node {
        guard let title = find(in: screen) else { return screen }
        let env = context.environment
        let column = Node(.stack(.vertical, spacing: spacing, alignment: .center), environment: env)
        var inner = context
        inner.pendingID = nil
        column.children = [inner.descending("navigation title").resolve(title.font(font).lineLimit(1)), screen]
        return column
    }
}
