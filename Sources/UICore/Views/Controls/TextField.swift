/// A one-line editable text field (SwiftUI's `TextField`); always focusable by click and Tab.
///
/// Editing (typing, Backspace/Delete, Home/End, the caret) is done by the runtime on the focused
/// field through ``TextFieldSpec``.
public struct TextField: PrimitiveView {
    var placeholderSource: LocalizableString
    var text: Binding<String>

    /// A field whose placeholder is a key looked up in the environment's catalogue (a literal).
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>) { self.placeholderSource = .localized(placeholderKey); self.text = text }
    /// A field whose placeholder is a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) { self.placeholderSource = .verbatim(String(placeholder)); self.text = text }

    /// The placeholder on a focused (light) field under increased contrast: Apple's light-mode
    /// secondary label colour made opaque (60/60/67), 9:1 on the focused field's fill where the
    /// standard gray is 2.8:1; still lighter than typed text (28/28/30), so it reads as a hint.
    static let increasedContrastPlaceholder = Color(r: 60, g: 60, b: 67)

    // Field metrics: the tvOS control height (docs/design.md, 66 pt) and a 10 pt corner radius.
    static let height = 66.0

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        let focused = context.isPendingFocused
        let value = text.wrappedValue
        let placeholder = placeholderSource.resolved(in: env)
        let shown = value.isEmpty ? placeholder : value
        let placeholderOnLight: Color = env.increasesContrast ? Self.increasedContrastPlaceholder : .gray
        let color: Color = value.isEmpty ? (focused ? placeholderOnLight : env.textColor(.secondaryLabel)) : (focused ? Color(r: 28, g: 28, b: 30) : .white)
        let label = Node(.text(TextContent(string: shown, font: env.legible(env.font), color: color, lineLimit: 1)), environment: env)
        let padded = Node(.padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)), environment: env)
        padded.children = [label]
        let framed = Node(.frame(FrameSpec(maxWidth: .infinity, minHeight: Self.height, alignment: .leading)), environment: env)
        framed.children = [padded]
        let node = Node(.background(.center), environment: env)
        let border = focused ? nil : env.controlBorder
        node.children = [framed, Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: 10),
                                                          fill: .color(focused ? Color(r: 235, g: 235, b: 240) : env.platter(Color.white.opacity(0.08))),
                                                          stroke: border?.color, lineWidth: border?.width ?? 1)), environment: env)]
        var t = FocusTraits()
        t.interactions = .edit
        t.isTextField = true
        t.contentShape = .roundedRect(cornerRadius: 10)
        node.focus = t
        node[TextFieldSpec.Key.self] = TextFieldSpec(text: text, font: env.font, isEmpty: value.isEmpty, placeholder: placeholder)
        // A reader names a field by its placeholder and reads what is typed as its value.
        node.updateAccessibility { a in
            a.label = placeholder
            a.value = value
            a.addedTraits.insert(.isTextField)
        }
        return node
    }
}
