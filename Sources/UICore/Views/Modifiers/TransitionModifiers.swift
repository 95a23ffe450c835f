/// How a view's content changes in place (SwiftUI's `ContentTransition`).
public enum ContentTransition: Sendable, Equatable {
    /// Digits that change roll vertically; the rest stay (`.numericText()`).
    case numericText
    /// Replaced at once.
    case identity
}

/// Node attribute keys of the transition modifiers (read by the runtime's transition tracker).
public enum TransitionAttributes {
    /// A ``Transition`` for when the view (by its id) appears.
    public static let transition = "transition.insertion"
    /// A ``ContentTransition`` for when the view's text changes.
    public static let content = "transition.content"
    /// The ``Animation`` that drives them (default: the default spring).
    public static let animation = "transition.animation"
}

extension View {
    /// How this view enters when a view with its id first appears (SwiftUI's `.transition`).
    public func transition(_ t: Transition) -> ModifiedView<Self> { attribute(TransitionAttributes.transition, t) }

    /// How this view's text changes (SwiftUI's `.contentTransition(.numericText())`).
    public func contentTransition(_ t: ContentTransition) -> ModifiedView<Self> { attribute(TransitionAttributes.content, t) }

    /// The animation for this view's transitions (SwiftUI's `.animation(_:value:)` scoped to it).
    public func animation(_ a: Animation) -> ModifiedView<Self> { attribute(TransitionAttributes.animation, a) }
}
