/// One tab of a ``TabView``: what its bar shows, the value that selects it, and its content.
struct TabEntry {
    /// What the tab bar shows for it (a `Text` or `Label`).
    var label: any View
    /// The value selecting it: its `tag`, a ``Tab``'s value, or its position when it has none.
    var value: AnyHashable
    /// The screen shown while it is selected.
    var content: any View
    /// Its title as plain text, when its label is one (`Tab("Library")`, `tabItem { Text("Library") }`
    /// or a `Label`): the id its tab in the bar takes, so traces and scripts read "Library".
    var name: String?

    /// The plain text `label` shows, when it is a `Text` or a `Label` (in the default language).
    static func name(of label: any View) -> String? {
        var view = label
        while let group = view as? ViewGroup {
            guard group.views.count == 1 else { return nil }
            view = group.views[0]
        }
        if let text = view as? Text { return text.source.resolved(in: EnvironmentValues()) }
        if let label = view as? Label { return label.titleSource.resolved(in: EnvironmentValues()) }
        return nil
    }

    /// The tabs declared by `views`, a ``TabView``'s content: ``Tab``s and views given a
    /// `tabItem`, directly or from a `ForEach`; other views are not tabs (SwiftUI shows no
    /// bar item for them either).
    static func entries(in views: [any View]) -> [TabEntry] {
        var out: [TabEntry] = []
        func add(_ view: any View) {
            if let group = view as? ViewGroup {
                group.views.forEach(add)
            } else if let many = view as? ElementsExpanding {
                many.elementViews.forEach { add($0.view) }
            } else if let declaring = view as? TabEntryDeclaring, let entry = declaring.tabEntry(position: out.count) {
                out.append(entry)
            }
        }
        views.forEach(add)
        return out
    }
}

/// A view that declares one tab of a ``TabView`` (``Tab``, `tabItem`, `tag`).
protocol TabEntryDeclaring {
    /// The tab it declares, `position` being its place among the tabs before it; nil: not a tab.
    func tabEntry(position: Int) -> TabEntry?
}
