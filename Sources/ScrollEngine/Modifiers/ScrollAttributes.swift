import UICore

/// Node attribute keys the scroll modifiers write and the runtime reads.
public enum ScrollAttributes {
    /// `scrollTargetBehavior`: the behaviour of the scroll view.
    public enum BehaviorKey: ViewAttributeKey { public typealias Value = any ScrollTargetBehavior }
    /// `scrollTargetLayout()`: true on the scroll view whose lazy content's children are targets.
    public enum TargetLayoutKey: ViewAttributeKey { public typealias Value = Bool }
    /// `scrollPosition(id:)`: the binding the scroll view writes back.
    public enum PositionKey: ViewAttributeKey { public typealias Value = Binding<String?> }
    /// The binding app code writes to ask for a scroll to an id (taken and cleared).
    public enum RequestKey: ViewAttributeKey { public typealias Value = Binding<String?> }
    /// The ``ScrollTargetIdentity`` mapping target indices to ids.
    public enum IdentityKey: ViewAttributeKey { public typealias Value = ScrollTargetIdentity }
    /// `scrollIndicators`: the indicators' visibility.
    public enum IndicatorsKey: ViewAttributeKey { public typealias Value = ScrollIndicatorVisibility }
    /// `scrollTransition`: a ``ScrollTransitionSpec`` on an item.
    public enum TransitionKey: ViewAttributeKey {
        public typealias Value = ScrollTransitionSpec
        /// The runtime sets the view's effects from where it sits in its scroll view, after layout.
        public static var changesNodeAfterLayout: Bool { true }
    }
}
