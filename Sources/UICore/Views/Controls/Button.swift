/// A control that runs an action when activated (Return, Space, gamepad A, or a click).
///
/// tvOS look: a rounded platter that turns white with dark text when focused and lifts
/// (the runtime adds the lift); `.plain` draws only the label.
public struct Button: PrimitiveView {
    /// How a button draws its platter.
    public enum Style: Sendable, Equatable {
        case bordered, plain, borderedProminent
        /// tvOS's card (SwiftUI's `.buttonStyle(.card)`): the label (a poster, artwork) clipped to
        /// a rounded card on a translucent platter, lifting as a poster does when focused (the
        /// larger lift and shadow of artwork, not a control's).
        case card
        /// tvOS 17's borderless style (SwiftUI's `.buttonStyle(.borderless)`): no platter; the
        /// label's first image lifts as a poster does, and the rest of the label (its title)
        /// stays where it is. A label with no image lifts whole, as a plain button's does.
        case borderless
        /// The app's own ``ButtonStyle`` (`.buttonStyle(MyStyle())`).
        case custom(CustomButtonStyle)
    }

    /// The attribute key marking a borderless button's node: the runtime lifts its label's
    /// first image as artwork.
    public enum BorderlessKey: ViewAttributeKey { public typealias Value = Bool }

    /// The attribute key marking a card button's node: the runtime lifts it as artwork.
    public enum CardKey: ViewAttributeKey { public typealias Value = Bool }

    var label: ViewGroup
    var action: () -> Void
    /// Its own style; nil: the environment's (``EnvironmentValues/buttonStyle``), else `.bordered`.
    var ownStyle: Style?
    var role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> ViewGroup) {
        self.action = action; self.label = label()
    }

    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey).marqueeWhenFocused() }
    }

    /// A button titled with a string shown as it is (data, not interface: `Button(recipe.name)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title).marqueeWhenFocused() }
    }

    /// A button with a role (SwiftUI's `Button(role:action:label:)`): see ``ButtonRole``.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> ViewGroup) {
        self.init(action: action, label: label)
        self.role = role
    }

    /// A titled button with a role (SwiftUI's `Button(_:role:action:)`): see ``ButtonRole``.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey, action: action)
        self.role = role
    }

    /// The same button in another style.
    public func buttonStyle(_ s: Style) -> Button { var b = self; b.ownStyle = s; return b }

    /// The same button drawn by the app's own `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> Button { buttonStyle(.custom(CustomButtonStyle(style))) }

    // tvOS button metrics: 66 pt default control height (docs/design.md "Controls"), 12 pt corner radius
    // and 40 pt horizontal padding as measured from tvOS 17 screenshots.
    static let height = 66.0
    static let cornerRadius = 12.0
    static let horizontalPadding = 40.0
    /// A card's corner radius: tvOS 17's poster cards round by about 12 pt at 1080p, as its
    /// buttons do (measured from tvOS 17 screenshots, like the metrics above).
    static let cardCornerRadius = 12.0
    /// A card's platter behind transparent parts of its label: the unfocused button platter's
    /// translucent white (the same tvOS 17 screenshots).
    static let cardPlatterOpacity = 0.14

    /// How strongly a disabled button shows (its label, and its platter against an enabled
    /// one's): tvOS dims a disabled control to about a third, still legible, clearly inactive
    /// (by eye against tvOS 17 screenshots).
    static let disabledOpacity = 0.35

    public func makeNode(in context: ResolveContext) -> Node {
        var env = context.environment
        let focused = context.isPendingFocused
        let style = ownStyle ?? context.environment.buttonStyle ?? .bordered
        // Its label sees the focus (`@Environment(\.isFocused)`), named by an `.id` or not.
        if focused { env.isFocused = true }
        // A destructive action's title is red, focused or not (tvOS 17 alerts and sheets).
        if role == .destructive { env.foregroundColor = .red }
        let enabled = env.isEnabled
        let node: Node
        switch style {
        case .custom(let custom):
            let configuration = ButtonStyleConfiguration(label: .init(content: label), isPressed: context.isPendingPressed, role: role)
            let inner = context.with(environment: env)
            node = inner.resolve(custom.body(configuration))
        case .plain, .borderless:
            if !enabled { env.foregroundColor = env.foregroundColor.opacity(Self.disabledOpacity) }
            node = context.with(environment: env).resolve(label)
            if style == .borderless { node[BorderlessKey.self] = true }
        case .card:
            if !enabled { env.foregroundColor = env.foregroundColor.opacity(Self.disabledOpacity) }
            var platter = env.platter(Color.white.opacity(Self.cardPlatterOpacity))
            if !enabled { platter = platter.opacity(Self.disabledOpacity) }
            node = Node(.background(.center), environment: env)
            node.children = [context.with(environment: env).resolve(label),
                             Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: Self.cardCornerRadius),
                                                      fill: .color(platter))), environment: env)]
            node.clipShape = .roundedRect(cornerRadius: Self.cardCornerRadius)
            node[CardKey.self] = true
        case .bordered, .borderedProminent:
            // Focused tvOS buttons are white with dark text; unfocused ones a translucent grey
            // platter; disabled ones that platter and their label dimmed.
            let prominent = style == .borderedProminent
            var fill: Color = focused ? .white : (prominent ? env.prominentFill(env.accentColor) : env.platter(Color.white.opacity(0.14)))
            env.foregroundColor = role == .destructive ? .red : (focused ? Color(r: 28, g: 28, b: 30) : .white)
            if !enabled {
                fill = fill.opacity(Self.disabledOpacity)
                env.foregroundColor = env.foregroundColor.opacity(Self.disabledOpacity)
            }
            env.font = env.font.weight(.medium)
            let inner = context.with(environment: env)
            let content = Node(.padding(EdgeInsets(top: 0, leading: Self.horizontalPadding, bottom: 0, trailing: Self.horizontalPadding)), environment: env)
            content.children = [inner.resolve(label)]
            let fills = env[ButtonFillsWidthKey.self]
            let framed = Node(.frame(fills ? FrameSpec(maxWidth: .infinity, minHeight: Self.height, alignment: .leading)
                                           : FrameSpec(minHeight: Self.height)), environment: env)
            framed.children = [content]
            node = Node(.background(.center), environment: env)
            let border = focused ? nil : env.controlBorder
            node.children = [framed, Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: Self.cornerRadius), fill: .color(fill),
                                                              stroke: border?.color, lineWidth: border?.width ?? 1)), environment: env)]
        }
        node.action = context.environment.isEnabled ? action : nil
        // A cancel button is what Escape (Back) presses in its sheet, as `.cancelAction`.
        if role == .cancel { node[KeyboardShortcut.Key.self] = .cancelAction }
        var traits = node.focus ?? FocusTraits()
        traits.interactions = .activate
        // tvOS buttons lift when focused (docs/design.md "Focus: lift effect"); plain ones too. A
        // custom style shows its own look: focus is the ring unless the button asks for a lift.
        if case .custom = style {} else { traits.hoverEffect = traits.hoverEffect ?? .lift }
        if style == .card {
            traits.contentShape = .roundedRect(cornerRadius: Self.cardCornerRadius)
        } else if style == .bordered || style == .borderedProminent {
            traits.contentShape = .roundedRect(cornerRadius: Self.cornerRadius)
        }
        node.focus = traits
        return node
    }
}
