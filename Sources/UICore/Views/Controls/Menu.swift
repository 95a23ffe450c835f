/// A control that shows a list of actions when chosen (SwiftUI's `Menu`).
///
/// On tvOS a menu is a button: choosing it (Select, Return, a click) shows its items in a modal
/// list beside it — the list a context menu shows (``View/contextMenu(menuItems:)``) — and
/// choosing an item runs it and closes the list; Back closes it. A menu inside a menu opens in
/// its place, and Back returns to the menu it came from. With a primary action
/// (`Menu(_:content:primaryAction:)`) choosing the menu runs that action instead, and a long
/// press of Select (or the remote's Menu/context key) shows the items.
///
///     Menu("Actions") {
///         Button("Duplicate", action: duplicate)
///         Button("Rename", action: rename)
///         Menu("Copy") {
///             Button("Copy", action: copy)
///             Button("Copy Formatted", action: copyFormatted)
///         }
///     }
public struct Menu: View {
    /// The attribute key marking a menu's button: choosing it shows its items rather than
    /// running an action (the runtime reads it).
    public enum OpensKey: ViewAttributeKey { public typealias Value = Bool }

    let label: ViewGroup
    let content: () -> ViewGroup
    let primaryAction: (() -> Void)?

    /// A menu of `content`'s items, shown by a button that `label` draws.
    public init(@ViewBuilder content: @escaping () -> ViewGroup, @ViewBuilder label: () -> ViewGroup) {
        self.label = label()
        self.content = content
        primaryAction = nil
    }

    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> ViewGroup) {
        self.init(content: content) { Text(titleKey).marqueeWhenFocused() }
    }

    /// A menu titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> ViewGroup) {
        self.init(content: content) { Text(title).marqueeWhenFocused() }
    }

    /// A menu titled with a localized key beside an SF Symbol (a ``Label``).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: @escaping () -> ViewGroup) {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// A menu whose button runs `primaryAction` when chosen; a long press shows the items.
    public init(@ViewBuilder content: @escaping () -> ViewGroup, @ViewBuilder label: () -> ViewGroup,
                primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content
        self.primaryAction = primaryAction
    }

    /// A titled menu whose button runs `primaryAction` when chosen; a long press shows the items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> ViewGroup,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey).marqueeWhenFocused() }, primaryAction: primaryAction)
    }

    public var body: some View {
        Button(action: primaryAction ?? {}) { label }
            .contextMenu(menuItems: content)
            .attribute(OpensKey.self, primaryAction == nil)
    }
}
