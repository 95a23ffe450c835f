/// The accessibility modifiers of SwiftUI: each stores its declaration on the element the
/// modified view describes (``Node/accessibilityTarget``: the view itself when it is a control,
/// else the one control inside it), where readers and the focus debugger find it.
extension View {
    /// What the element is, in words: replaces the label its text would give it.
    public func accessibilityLabel(_ label: String) -> ModifiedView<Self> { accessibility { $0.label = label } }

    /// The element's current value, in words ("yummy", "on", "95 milligrams").
    public func accessibilityValue(_ value: String) -> ModifiedView<Self> { accessibility { $0.value = value } }

    /// What activating the element does; readers speak it after a pause.
    public func accessibilityHint(_ hint: String) -> ModifiedView<Self> { accessibility { $0.hint = hint } }

    /// Hides the element and everything in it from readers (decoration, a picture the text beside
    /// it already says).
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> { accessibility { $0.isHidden = hidden } }

    /// Adds traits to the element (`.isHeader`, `.isSelected`, …).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        accessibility { $0.addedTraits.formUnion(traits); $0.removedTraits.subtract(traits) }
    }

    /// Takes traits away from the element (a view with an action that is not a button).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        accessibility { $0.removedTraits.formUnion(traits); $0.addedTraits.subtract(traits) }
    }

    /// A named action a reader offers on the element besides activating it.
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> ModifiedView<Self> {
        accessibility { $0.actions.append((name: name, perform: handler)) }
    }

    /// Makes this view one element (`.combine`: its label joins its children's; `.ignore`: its
    /// children are not read) or, with `.contain`, a container whose children are read one by one.
    /// Applies to this view itself, never to a control inside it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node.updateAccessibility { $0.children = children }
            return node
        }
    }

    /// Changes the accessibility declarations of the element this view describes.
    func accessibility(_ change: @escaping (inout AccessibilityAttributes) -> Void) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node.accessibilityTarget.updateAccessibility(change)
            return node
        }
    }
}
