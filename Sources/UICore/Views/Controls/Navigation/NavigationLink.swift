/// A button that pushes a screen onto the enclosing ``NavigationStack`` (SwiftUI's
/// `NavigationLink`): a value, shown by the destination the stack declares for its type, or a
/// view of its own. Outside a stack it is dimmed and does nothing, as SwiftUI's.
///
///     NavigationStack {
///         List(parks) { park in NavigationLink(park.name, value: park) }
///             .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
///     }
public struct NavigationLink: View {
    var label: ViewGroup
    var push: (NavigationContext) -> Void
    @Environment(\.navigation) private var navigation

    /// A link pushing `value` (nil: disabled), labelled by `label`.
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> ViewGroup) {
        self.label = label()
        let pushed = value.map { AnyHashable($0) }
        push = { context in if let pushed { context.pushValue(pushed) } }
    }

    /// A link pushing `value`, titled `titleKey` (localized).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link pushing `value`, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) {
        self.init(value: value) { Text(title) }
    }

    /// A link pushing the view `destination` builds, labelled by `label`.
    public init<D: View>(@ViewBuilder destination: @escaping () -> D, @ViewBuilder label: () -> ViewGroup) {
        self.label = label()
        push = { context in context.pushView { destination() } }
    }

    /// A link pushing the view `destination` builds, titled `titleKey` (localized).
    public init<D: View>(_ titleKey: LocalizedStringKey, @ViewBuilder destination: @escaping () -> D) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link pushing the view `destination` builds, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, D: View>(_ title: S, @ViewBuilder destination: @escaping () -> D) {
        self.init(destination: destination) { Text(title) }
    }

    public var body: some View {
        let navigation = navigation
        let push = push
        Button { if let navigation { push(navigation) } } label: { label }
            .disabled(navigation == nil)
    }
}
