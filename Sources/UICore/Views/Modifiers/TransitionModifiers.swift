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
    /// The ``Animation`` that drives them, in this view and the views inside it (default: the
    /// default spring).
    public enum AnimationKey: ViewAttributeKey { public typealias Value = Animation }
    /// An ``AnimationScope``: the animation of the changes inside this view when a value changes.
    public enum ScopeKey: ViewAttributeKey { public typealias Value = AnimationScope }
}

extension View {
    /// How this view enters when a view with its id first appears (SwiftUI's `.transition`).
    public consuming func transition(_ t: Transition) -> ModifiedView<Self> { attribute(TransitionAttributes.TransitionKey.self, t) }

    /// How this view's text changes (SwiftUI's `.contentTransition(.numericText())`).
    public consuming func contentTransition(_ t: ContentTransition) -> ModifiedView<Self> { attribute(TransitionAttributes.ContentKey.self, t) }

    /// The animation for the transitions and moves of this view and the views inside it, whatever
    /// changed (SwiftUI's `.animation(_:)`, which it deprecates in favour of ``animation(_:value:)``).
    public consuming func animation(_ a: Animation) -> ModifiedView<Self> { attribute(TransitionAttributes.AnimationKey.self, a) }

    /// Plays the transitions that start inside this view, and the moves of the views with an
    /// identity inside it, with `animation` when `value` has changed since the last frame
    /// (SwiftUI's `.animation(_:value:)`); nil makes them at once.
    ///
    ///     VStack { ForEach(messages) { MessageRow($0).transition(.push(from: .top)) } }
    ///         .animation(.snappy, value: messages)
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedView<Self> {
        attribute(TransitionAttributes.ScopeKey.self, AnimationScope(animation: animation, value: value))
    }
}
