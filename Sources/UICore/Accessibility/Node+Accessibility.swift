extension Node {
    /// Whether this node is an accessibility element of its own: one that
    /// ``View/accessibilityElement(children:)`` made one (`.combine` or `.ignore`), else a view
    /// focus can rest on or one with an action (a `Button`, a `Toggle`, a text field, a view
    /// with `onTapGesture`).
    public var isAccessibilityElement: Bool {
        if let children = self[AccessibilityAttributes.Key.self]?.children { return children != .contain }
        if let focus, focus.interactions != nil || focus.isTextField { return true }
        return action != nil
    }

    /// The node an accessibility modifier applied to this one describes, as SwiftUI applies a
    /// label to the one control a modified view holds: this node when it is an element, else the
    /// only element inside it, else this node (a container of several, or of none).
    public var accessibilityTarget: Node {
        if isAccessibilityElement { return self }
        var found: Node?
        var count = 0
        visit { n in
            guard count < 2 else { return false }
            guard n !== self, n.isAccessibilityElement else { return true }
            found = n
            count += 1
            return false
        }
        if count == 1, let found { return found }
        return self
    }

    /// Changes the accessibility declarations stored on this node.
    public func updateAccessibility(_ change: (inout AccessibilityAttributes) -> Void) {
        var attributes = self[AccessibilityAttributes.Key.self] ?? AccessibilityAttributes()
        change(&attributes)
        self[AccessibilityAttributes.Key.self] = attributes
    }

    /// The accessibility declarations stored on this node, empty when none.
    public var accessibility: AccessibilityAttributes { self[AccessibilityAttributes.Key.self] ?? AccessibilityAttributes() }
}
