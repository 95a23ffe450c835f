/// One tab of a ``TabView``, declared with its title and the value that selects it (SwiftUI's
/// `Tab`, iOS 18 and tvOS 18).
///
///     TabView(selection: $section) {
///         Tab("Watch Now", systemImage: "play", value: .watchNow) { WatchNow() }
///         Tab("Library", systemImage: "books.vertical", value: .library) { Library() }
///     }
///
/// tvOS's top tab bar shows the title; the symbol is what VoiceOver and a sidebar would show.
public struct Tab<Value: Hashable>: PrimitiveView, TabEntryDeclaring {
    var title: Text
    var systemImage: String?
    var value: Value?
    var content: ViewGroup

    /// A tab titled `title` (localized), selected by `value`.
    public init(_ title: LocalizedStringKey, systemImage: String? = nil, value: Value, @ViewBuilder content: () -> ViewGroup) {
        self.title = Text(title); self.systemImage = systemImage; self.value = value; self.content = content()
    }

    /// A tab titled with a string shown as it is, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String? = nil, value: Value, @ViewBuilder content: () -> ViewGroup) {
        self.title = Text(title); self.systemImage = systemImage; self.value = value; self.content = content()
    }

    public func makeNode(in context: ResolveContext) -> Node { context.resolve(content) }

    func tabEntry(position: Int) -> TabEntry? {
        TabEntry(label: title, value: value.map { AnyHashable($0) } ?? AnyHashable(position), content: content,
                 name: TabEntry.name(of: title))
    }
}

extension Tab where Value == Never {
    /// A tab titled `title` selected by its place among the tabs (a ``TabView`` with no selection).
    public init(_ title: LocalizedStringKey, systemImage: String? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.title = Text(title); self.systemImage = systemImage; self.value = nil; self.content = content()
    }

    /// A tab titled with a string shown as it is, selected by its place.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.title = Text(title); self.systemImage = systemImage; self.value = nil; self.content = content()
    }
}
