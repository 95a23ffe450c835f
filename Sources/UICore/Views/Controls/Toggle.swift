/// An on/off control; activating it flips its binding (SwiftUI's `Toggle`).
public struct Toggle: PrimitiveView {
    /// Node attribute on the toggle: whether it is on (for tests and accessibility readers).
    public enum IsOnKey: ViewAttributeKey { public typealias Value = Bool }

    /// How a toggle draws itself.
    public enum Style: Sendable {
        /// A labelled switch in a row (tvOS/macOS settings).
        case `switch`
        /// The seed's checklist style: a circle that fills with a green checkmark.
        case checklist
    }

    var titleSource: LocalizableString
    var isOn: Binding<Bool>
    var style: Style = .switch

    /// A switch titled with a key looked up in the environment's catalogue (a literal).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.titleSource = .localized(titleKey); self.isOn = isOn }
    /// A switch titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.titleSource = .verbatim(String(title)); self.isOn = isOn }

    /// The same toggle in another style.
    public func toggleStyle(_ s: Style) -> Toggle { var t = self; t.style = s; return t }

    public func makeNode(in context: ResolveContext) -> Node {
        let on = isOn.wrappedValue
        let title = titleSource.resolved(in: context.environment)
        let focused = context.isPendingFocused
        var env = context.environment
        let node: Node
        switch style {
        case .checklist:
            // The seed's checklist style: checkmark.circle.fill in green when on, a grey circle when off.
            // The seed draws the symbol at 20 pt on the Mac; ×2.2 for the 10-foot canvas gives 44 pt
            // with a 3 pt outline and a 28 pt check (tuned by eye against the 66 pt row height).
            let size = 44.0
            let circle = Node(.shape(ShapeContent(shape: .circle, fill: on ? .color(.green) : nil,
                                                  stroke: on ? nil : .gray, lineWidth: 3)), environment: env)
            let mark = Node(.text(TextContent(string: on ? "✓" : "", font: env.legible(Font(size: 28, weight: .bold)), color: .black)), environment: env)
            let z = Node(.zstack(.center), environment: env)
            z.children = [circle, mark]
            node = Node(.frame(FrameSpec(width: size, height: size)), environment: env)
            node.children = [z]
            var t = FocusTraits(); t.interactions = .activate; t.contentShape = .circle
            node.focus = t
        case .switch:
            env.foregroundColor = focused ? Color(r: 28, g: 28, b: 30) : .white
            let label = Node(.text(TextContent(string: title, font: env.legible(env.font), color: env.foregroundColor)), environment: env)
            let value = Node(.text(TextContent(string: context.environment.localized(on ? "On" : "Off"), font: env.legible(env.font),
                                               color: focused ? Color(r: 60, g: 60, b: 67) : env.textColor(.secondaryLabel))), environment: env)
            let row = Node(.stack(.horizontal, spacing: 24, alignment: .center), environment: env)
            row.children = [label, Node(.spacer(minLength: 24), environment: env), value]
            let padded = Node(.padding(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 32)), environment: env)
            padded.children = [row]
            let framed = Node(.frame(FrameSpec(minHeight: Button.height)), environment: env)
            framed.children = [padded]
            node = Node(.background(.center), environment: env)
            let border = focused ? nil : env.controlBorder
            node.children = [framed, Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: Button.cornerRadius),
                                                              fill: .color(focused ? .white : env.platter(Color.white.opacity(0.10))),
                                                              stroke: border?.color, lineWidth: border?.width ?? 1)), environment: env)]
            var t = FocusTraits(); t.interactions = .activate; t.contentShape = .roundedRect(cornerRadius: Button.cornerRadius)
            t.hoverEffect = .lift
            node.focus = t
        }
        let binding = isOn
        node.action = context.environment.isEnabled ? { binding.wrappedValue.toggle() } : nil
        node[Toggle.IsOnKey.self] = on
        // VoiceOver reads a switch as its title, "on" or "off", and "switch button".
        node.updateAccessibility { a in
            a.label = title
            a.value = context.environment.localized(on ? "on" : "off")
            a.addedTraits.insert(.isToggle)
        }
        return node
    }
}
