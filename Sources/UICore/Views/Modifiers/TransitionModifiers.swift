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
    public enum TransitionKey: ViewAttributeKey {
        public typealias Value = Transition
        /// The runtime eases an inserted view's effects after layout.
        public static var changesNodeAfterLayout: Bool { true }
    }
    /// A ``ContentTransition`` for when the view's text changes.
    public enum ContentKey: ViewAttributeKey {
        public typealias Value = ContentTransition
        /// The runtime rolls a numeric text's glyphs after layout.
        public static var changesNodeAfterLayout: Bool { true }
    }
    /// The ``Animation`` that drives them (default: the default spring).
    public enum AnimationKey: ViewAttributeKey { public typealias Value = Animation }
}

extension View {
    /// How this view enters when a view with its id first appears (SwiftUI's `.transition`).
    public func transition(_ t: Transition) -> ModifiedView<Self> { attribute(TransitionAttributes.TransitionKey.self, t) }

    /// How this view's text changes (SwiftUI's `.contentTransition(.numericText())`).
    public func contentTransition(_ t: ContentTransition) -> ModifiedView<Self> { attribute(TransitionAttributes.ContentKey.self, t) }

    /// The animation for this view's transitions (SwiftUI's `.animation(_:value:)` scoped to it).
    public func animation(_ a: Animation) -> ModifiedView<Self> { attribute(TransitionAttributes.AnimationKey.self, a) }
}
