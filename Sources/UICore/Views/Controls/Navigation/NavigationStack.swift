/// A stack of screens: the root, with destinations pushed on top (SwiftUI's `NavigationStack`).
///
/// Screens are pushed by ``NavigationLink``s — a value, shown by the destination declared for
/// its type with `navigationDestination(for:destination:)` inside the stack, or a view of the
/// link's own — or by writing the path the stack is bound to (`[V]` or ``NavigationPath``).
/// A pushed screen takes focus at its default (its `defaultFocus`, else its top-most view
/// nearest the leading edge), as a screen first shown does; Back pops the top one, and focus
/// goes back to the view that had it when the screen shown again was left (the link that
/// pushed), as tvOS returns it. The screens beneath keep their views' `@State`, as SwiftUI's do.
///
///     NavigationStack {
///         List(parks) { park in NavigationLink(park.name, value: park) }
///             .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
///     }
public struct NavigationStack<Root: View, Destination: View>: PrimitiveView {
    /// The path the app holds (values, the root's first), or nil: the stack keeps its own.
    var path: Binding<[AnyHashable]>?
    var root: Root
    /// The destinations of a path of strings given with the stack (``init(path:root:destination:)``).
    var stringDestination: ((String) -> Destination)?

    /// A stack bound to a path of strings, each shown by `destination`.
    public init(path: Binding<[String]>, @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (String) -> Destination) {
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = $0.compactMap { $0.base as? String } })
        self.root = root(); self.stringDestination = destination
    }

    public func makeNode(in context: ResolveContext) -> Node {
        guard let store = context.stateStore else {
            // Resolved once without a store (a test resolving a view directly): the top screen
            // of a string path, poppable.
            guard let path, let top = path.wrappedValue.last?.base as? String, let stringDestination else {
                return context.resolve(root)
            }
            let node = context.resolve(stringDestination(top))
            node[NavigationAttributes.PopKey.self] = { path.wrappedValue.removeLast() }
            node[NavigationAttributes.PopToRootKey.self] = { path.wrappedValue.removeAll() }
            return node
        }
        let key = { (label: String) in StateKey(path: context.identityPath, label: label) }
        let memory = store.slot(key("navigation")) { NavigationMemory() }
        let ownPath = store.slot(key("navigation.path")) { StateBox<[AnyHashable]>([]) }
        let links = store.slot(key("navigation.links")) { StateBox<[PushedView]>([]) }
        ownPath.store = store; links.store = store
        let path = self.path ?? Binding(get: { ownPath.value }, set: { ownPath.value = $0 }, source: ownPath)
        let values = path.wrappedValue, linked = links.value
        let depth = values.count + linked.count

        let navigation = memory.context
        navigation.pushValue = { path.wrappedValue.append($0) }
        navigation.pushView = { make in links.value.append(PushedView(number: memory.takeLinkNumber(), make: make)) }
        var inner = context
        inner.environment.navigation = navigation

        // The focus as the frame resolves (not a read the view depends on): a push is built
        // before focus leaves the view that pushed.
        let pushed = memory.arrive(atDepth: depth, focused: context.frame.focusedID, store: store)
        // The levels beneath keep their state; the one on top is resolved, its storage noted;
        // the levels popped keep nothing.
        let pop = {
            if links.value.isEmpty { path.wrappedValue.removeLast() } else { links.value.removeLast() }
        }
        let node = memory.levels.resolve(depth, keeping: { $0 < depth }, in: store) { () -> Node in
            guard depth > 0 else { return inner.resolve(root) }
            var level = inner.descending("navigation level", id: nil).descending(depth)
            // `@Environment(\.dismiss)` on a pushed screen pops it, as Back does (the root screen
            // keeps the dismiss around the stack: a sheet's).
            level.environment.dismiss = DismissAction.presenting(in: context, label: "navigation.dismiss", pop)
            if depth > values.count { return level.resolve(AnyView(erasing: linked[depth - values.count - 1].make())) }
            return level.resolve(AnyView(erasing: destination(for: values[depth - 1], in: inner)))
        }
        let shown = NavigationTitle.titled(node, in: inner)
        shown[NavigationAttributes.StackKey.self] = true
        guard depth > 0 else { return shown }
        if pushed {
            // The screen is named, so focus can be asked to start at its default.
            if node.id == nil {
                IdentityChain.give(ViewID(AnyHashable(depth), in: context.forEachScope()), to: node)
            }
            if let id = node.id { store.requestFocus(.defaultFocus(in: id)) }
        }
        shown[NavigationAttributes.PopKey.self] = pop
        shown[NavigationAttributes.PopToRootKey.self] = {
            links.value.removeAll()
            path.wrappedValue.removeAll()
        }
        return shown
    }

    /// The screen showing `value`: the destination declared for its type inside the stack, else
    /// the string destination given with it; nothing when neither shows it (SwiftUI, too, shows
    /// nothing for a value no destination is declared for).
    private func destination(for value: AnyHashable, in context: ResolveContext) -> any View {
        if let screen = context.environment.navigation?.destination(for: value) { return screen }
        if let text = value.base as? String, let stringDestination { return stringDestination(text) }
        // The root, not shown since the stack was bound to a non-empty path, has not declared its
        // destinations yet: resolved once for them (its node is not shown).
        _ = context.resolve(root)
        return context.environment.navigation?.destination(for: value) ?? EmptyView()
    }
}

extension NavigationStack where Destination == EmptyView {
    /// A stack keeping its own path: ``NavigationLink``s push onto it.
    public init(@ViewBuilder root: () -> Root) {
        self.path = nil; self.root = root(); self.stringDestination = nil
    }

    /// A stack bound to a path of values of one type, each shown by the destination declared
    /// for that type inside the stack.
    public init<V: Hashable>(path: Binding<[V]>, @ViewBuilder root: () -> Root) {
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = $0.compactMap { $0.base as? V } })
        self.root = root(); self.stringDestination = nil
    }

    /// A stack bound to a ``NavigationPath`` of values of any types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
        self.root = root(); self.stringDestination = nil
    }
}

/// A screen a ``NavigationLink`` with a destination view pushed, numbered in push order.
struct PushedView: Equatable {
    var number: Int
    var make: () -> any View
    static func == (a: PushedView, b: PushedView) -> Bool { a.number == b.number }
}
