/// The accessibility modifiers of SwiftUI: each stores its declaration on the element the
/// modified view describes (``Node/accessibilityTarget``: the view itself when it is a control,
/// else the one control inside it), where readers and the focus debugger find it.
extension View {
    /// What the element is, in words: replaces the label its text would give it.
    /// A literal is a key looked up in the environment's catalogue; a string variable is said as
    /// it is.
    public consuming func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedView<Self> { accessibility("label", label) { $0.label = $1 } }
    /// A label said as it is (a string variable).
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> { let s = String(label); return accessibility(ModifierInputs("label", s)) { $0.label = s } }

    /// The element's current value, in words ("yummy", "on", "95 milligrams").
    public consuming func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedView<Self> { accessibility("value", value) { $0.value = $1 } }
    /// A value said as it is (a string variable).
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedView<Self> { let s = String(value); return accessibility(ModifierInputs("value", s)) { $0.value = s } }

    /// What activating the element does; readers speak it after a pause.
    public consuming func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedView<Self> { accessibility("hint", hint) { $0.hint = $1 } }
    /// A hint said as it is (a string variable).
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedView<Self> { let s = String(hint); return accessibility(ModifierInputs("hint", s)) { $0.hint = s } }

    /// Hides the element and everything in it from readers (decoration, a picture the text beside
    /// it already says).
    public consuming func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> { accessibility(ModifierInputs("hidden", hidden)) { $0.isHidden = hidden } }

    /// Adds traits to the element (`.isHeader`, `.isSelected`, …).
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        accessibility(ModifierInputs("addTraits", traits)) { $0.addedTraits.formUnion(traits); $0.removedTraits.subtract(traits) }
    }

    /// Takes traits away from the element (a view with an action that is not a button).
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        accessibility(ModifierInputs("removeTraits", traits)) { $0.removedTraits.formUnion(traits); $0.addedTraits.subtract(traits) }
    }

    /// A named action a reader offers on the element besides activating it.
    public consuming func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> ModifiedView<Self> {
        accessibility(ModifierInputs("action", name)) { $0.actions.append((name: name, perform: handler)) }
    }

    /// Makes this view one element (`.combine`: its label joins its children's; `.ignore`: its
    /// children are not read) or, with `.contain`, a container whose children are read one by one.
    /// Applies to this view itself, never to a control inside it.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("element", children)) { node, _ in
            node.updateAccessibility { $0.children = children }
            return node
        }
    }

    /// Changes the accessibility declarations of the element this view describes.
    /// Stores `key` in the element's attributes as the environment's language says it
    /// (`name`: which attribute, the modifier's declared input with the key).
    consuming func accessibility(_ name: String, _ key: LocalizedStringKey, _ set: @escaping (inout AccessibilityAttributes, String) -> Void) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs(name, key)) { node, context in
            let text = context.environment.localized(key)
            node.accessibilityTarget.updateAccessibility { set(&$0, text) }
            return node
        }
    }

    /// Changes the accessibility declarations of the element this view describes; `inputs`
    /// says what the change sets.
    consuming func accessibility(_ inputs: ModifierInputs, _ change: @escaping (inout AccessibilityAttributes) -> Void) -> ModifiedView<Self> {
        modifyNode(inputs: inputs) { node, _ in
            node.accessibilityTarget.updateAccessibility(change)
            return node
        }
    }
}
