/// What a view's accessibility modifiers declared, stored on the node of the element they
/// describe (``Node/accessibilityTarget``) under ``Key``. Every field is nil (or empty) until a
/// modifier sets it; ``AccessibilityElement`` fills in what is left from the view itself.
public struct AccessibilityAttributes {
    /// The node attribute key of a view's accessibility declarations.
    public enum Key: ViewAttributeKey { public typealias Value = AccessibilityAttributes }

    /// `.accessibilityLabel(_:)`: what the element is, in words.
    public var label: String?
    /// `.accessibilityValue(_:)`: its current value, in words.
    public var value: String?
    /// `.accessibilityHint(_:)`: what activating it does, spoken after a pause.
    public var hint: String?
    /// `.accessibilityHidden(_:)`: readers skip it and its children.
    public var isHidden: Bool?
    /// `.accessibilityElement(children:)`: the node is an element of its own.
    public var children: AccessibilityChildBehavior?
    /// `.accessibilityAddTraits(_:)`.
    public var addedTraits: AccessibilityTraits = []
    /// `.accessibilityRemoveTraits(_:)`.
    public var removedTraits: AccessibilityTraits = []
    /// `.accessibilityAction(named:_:)`: named actions a reader offers, in order.
    public var actions: [(name: String, perform: () -> Void)] = []

    public init() {}
}
