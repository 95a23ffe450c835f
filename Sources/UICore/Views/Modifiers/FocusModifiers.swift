extension View {
    /// Resolves this view and adds focus traits to its node (`isFocused` comes from ``IDModifier``).
    func resolveFocusAware(_ ctx: ResolveContext, traits: (inout FocusTraits) -> Void) -> Node {
        var probe = FocusTraits()
        traits(&probe)
        var ctx = ctx
        // A focusable no id names tells its content it is focused by its place (`Card().focusable()`
        // reading `@Environment(\.isFocused)`); an `.id` or a `ForEach` element naming it has told
        // it already (``IDModifier``, ``ForEach``).
        // (Asked of the focus, not of the environment: a view kept from the last frame that did
        // not read the environment's focus values is reused when only they change around it.)
        if probe.interactions != nil, ctx.pendingID == nil, ctx.isPendingFocused {
            ctx.environment.isFocused = true
        }
        var node = ctx.resolve(self)
        // Sections and scopes tell their content whether focus is inside them (`containsFocus`,
        // the selection style of F12): re-resolve when the inherited value is wrong for them.
        if probe.isSection || probe.isScope, let id = node.id {
            let inside = ctx.focusPathContains(id)
            if inside != ctx.environment.containsFocus {
                var env = ctx.environment
                env.containsFocus = inside
                node = ctx.with(environment: env).resolve(self)
            }
        }
        var t = node.focus ?? FocusTraits()
        traits(&t)
        node.focus = t
        return node
    }

    /// Makes this view focusable for some interactions (`.activate`, `.edit`, or all by default).
    public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions = .automatic) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("focusable", isFocusable, interactions)) { t in t.interactions = isFocusable ? interactions : nil }
    }

    /// Marks this container as a focus section: a target of directional moves that hands focus to its content.
    public consuming func focusSection(remembersLastFocus: Bool = false) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("focusSection", remembersLastFocus)) { t in t.isSection = true; t.remembersLastFocus = remembersLastFocus }
    }

    /// Marks this container as a focus section every entry into which lands on its default
    /// focus (``prefersDefaultFocus(_:)``), not the view nearest where focus came from: a
    /// ``TabView``'s bar, entered at the selected tab.
    consuming func focusSectionEnteredAtDefault() -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("focusSectionEnteredAtDefault")) { t in t.isSection = true; t.entersAtDefault = true }
    }

    /// Makes this view the one focus enters its section at (the default focus, SwiftUI's
    /// `prefersDefaultFocus`): a tab bar entered from below lands on the current tab.
    public consuming func prefersDefaultFocus(_ prefers: Bool = true) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("prefersDefaultFocus", prefers)) { t in t.isDefaultFocus = prefers }
    }

    /// Makes this view the one focus goes to by default in the focus scope named `namespace`
    /// (``focusScope(_:)``), SwiftUI's `prefersDefaultFocus(_:in:)`: when the screen first takes
    /// focus, and when `resetFocus(in: namespace)` asks for it (``ResetFocusAction``), focus lands
    /// here rather than on the scope's first view.
    public consuming func prefersDefaultFocus(_ prefers: Bool = true, in namespace: Namespace.ID) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("prefersDefaultFocusIn", prefers, namespace)) { t in t.isDefaultFocus = prefers }
    }

    /// Makes this view the focus scope named `namespace` (SwiftUI's `focusScope(_:)`): the
    /// container whose default focus the views inside prefer with
    /// ``prefersDefaultFocus(_:in:)``, and which `resetFocus(in: namespace)` focuses anew. It
    /// does not hold focus in: directional moves leave it as they leave any container.
    public consuming func focusScope(_ namespace: Namespace.ID) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("focusScopeNamed", namespace)) { t in t.defaultFocusScope = namespace }
    }

    /// Makes this view a modal focus scope (a sheet): focus stays inside while it is shown.
    public consuming func focusScope() -> FocusModifier<Self> { FocusModifier(content: self, inputs: ModifierInputs("focusScope")) { t in t.isScope = true } }

    /// Removes the automatic focus ring and lift (the view draws its own focus look).
    public consuming func focusEffectDisabled(_ disabled: Bool = true) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("focusEffectDisabled", disabled)) { t in t.effectDisabled = disabled }
    }

    /// The shape focus rings and hit tests follow.
    public consuming func contentShape(_ shape: ShapeKind) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("contentShape", shape)) { t in t.contentShape = shape }
    }

    /// The hover effect this focused control shows.
    public consuming func hoverEffect(_ effect: HoverEffect) -> FocusModifier<Self> {
        FocusModifier(content: self, inputs: ModifierInputs("hoverEffect", effect)) { t in t.hoverEffect = effect }
    }

    /// Binds focus to a Hashable state: focused when `state` equals `value`.
    public consuming func focused<V: Hashable>(_ state: FocusState<V?>, equals value: V) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("focused", state.identity, value)) { node, _ in
            node.focusBindings.append(FocusBindingSpec(
                requested: { state.pendingRequest.map { $0 == value } },
                requestsResting: { state.pendingRequest.map { $0 == state.restingValue } ?? false },
                consumeRequest: { _ = state.takeRequest() },
                report: { focused in state.sync(focused ? value : nil) },
                stateID: state.identity, value: AnyHashable(value),
                requestedValue: { state.pendingRequest.flatMap { $0 }.map { AnyHashable($0) } }))
            return node
        }
    }

    /// Binds focus to a Bool state.
    public consuming func focused(_ state: FocusState<Bool>) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("focused", state.identity)) { node, _ in
            node.focusBindings.append(FocusBindingSpec(
                requested: { state.pendingRequest },
                requestsResting: { state.pendingRequest == false },
                consumeRequest: { _ = state.takeRequest() },
                report: { focused in state.sync(focused) },
                stateID: state.identity, value: AnyHashable(true)))
            return node
        }
    }

    /// The first time this region takes focus, focus goes to the view bound to `value`.
    public consuming func defaultFocus<V: Hashable>(_ state: FocusState<V?>, _ value: V?) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("defaultFocus", state.identity, value)) { node, _ in
            if let value { node.defaultFocusRequest = (state.identity, AnyHashable(value)) }
            return node
        }
    }

    /// Binds focus to a Hashable state through a binding (`$focused`, or a view's
    /// ``FocusState/Binding`` property): focused when the state equals `value`.
    public consuming func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> ModifiedView<Self> {
        focused(binding.state, equals: value)
    }

    /// Binds focus to a Bool state through a binding (`$isFocused`).
    public consuming func focused(_ binding: FocusState<Bool>.Binding) -> ModifiedView<Self> {
        focused(binding.state)
    }

    /// The first time this region takes focus, focus goes to the view bound to `value` (through
    /// a binding, `$focused`).
    public consuming func defaultFocus<V: Hashable>(_ binding: FocusState<V?>.Binding, _ value: V?) -> ModifiedView<Self> {
        defaultFocus(binding.state, value)
    }

    /// Receives move commands (arrows, D-pad, swipes) while this view or a descendant is focused;
    /// return `.ignored` to let focus move on.
    ///
    /// SwiftUI has only the form whose action returns nothing (``onMoveCommand(perform:)-(_)``),
    /// and a closure written for it (a `switch` over the direction, say) type-checks against
    /// both forms: this one is disfavoured, so such a closure takes SwiftUI's. Say the closure's
    /// type to choose this one: `.onMoveCommand { (direction: MoveDirection) -> KeyPress.Result in … }`.
    @_disfavoredOverload
    public consuming func onMoveCommand(perform action: @escaping (MoveDirection) -> KeyPress.Result) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("onMoveCommand")) { n, _ in n.moveCommand = action; return n }
    }

    /// Receives every move command (SwiftUI's signature: the move is always consumed).
    public consuming func onMoveCommand(perform action: @escaping (MoveDirection) -> Void) -> ModifiedView<Self> {
        onMoveCommand { (d: MoveDirection) -> KeyPress.Result in action(d); return .handled }
    }

    /// Handles one key (e.g. `.return`) on key down.
    public consuming func onKeyPress(_ key: Key, phases: KeyPress.Phases = .down, action: @escaping () -> KeyPress.Result) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("onKeyPress", key, phases)) { n, _ in
            n.keyPressActions.append(KeyPressAction(keys: [key], phases: phases) { _ in action() })
            return n
        }
    }

    /// Handles typed characters in a set (e.g. `Key.isAlphanumeric`) in some phases.
    public func onKeyPress(characters: @escaping (Character) -> Bool, phases: KeyPress.Phases = .down,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedView<Self> {
        modifyNode { n, _ in
            n.keyPressActions.append(KeyPressAction(keys: [], characters: characters, phases: phases, action: action))
            return n
        }
    }

    /// Runs when Return is pressed in a text field inside this view.
    public consuming func onSubmit(_ action: @escaping () -> Void) -> ModifiedView<Self> {
        modifyNode { n, _ in
            n.visit { d in
                if d.focus?.isTextField == true { d.submit = action }
                d.markChangedAfterResolve()
                return true
            }
            n.submit = n.submit ?? action
            return n
        }
    }
}

/// A focus declaration on a view (focusable, section, scope, content shape…), resolved focus-aware.
public struct FocusModifier<Content: View>: PrimitiveView {
    var content: Content
    /// What `traits` sets (``ModifierInputs``; nil: not declared).
    var inputs: ModifierInputs? = nil
    var traits: (inout FocusTraits) -> Void
    public func makeNode(in context: ResolveContext) -> Node { content.resolveFocusAware(context, traits: traits) }
}

extension FocusModifier: InputsDeclaring {
    static var declared: DeclaredModifier {
        DeclaredModifier(Self.self, content: \.content, inputs: \.inputs)
    }
}
