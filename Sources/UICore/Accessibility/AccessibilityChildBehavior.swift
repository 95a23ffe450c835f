/// What an element made of a container does with the accessibility of the views inside it
/// (SwiftUI's `AccessibilityChildBehavior`, given to ``View/accessibilityElement(children:)``).
public enum AccessibilityChildBehavior: Sendable {
    /// The container is one element whose label joins its children's labels.
    case combine
    /// The container is one element that hides its children: it needs a label of its own.
    case ignore
    /// The container is not an element: its children are read one by one.
    case contain
}
