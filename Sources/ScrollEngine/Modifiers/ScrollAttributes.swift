/// Node attribute keys the scroll modifiers write and the runtime reads.
public enum ScrollAttributes {
    /// `scrollTargetBehavior`: an `any ScrollTargetBehavior` on the scroll view.
    public static let behavior = "scroll.behavior"
    /// `scrollTargetLayout()`: true on the scroll view whose lazy content's children are targets.
    public static let targetLayout = "scroll.targetLayout"
    /// `scrollPosition(id:)`: the `Binding<String?>` the scroll view writes back.
    public static let position = "scroll.position"
    /// The `Binding<String?>` app code writes to ask for a scroll to an id (taken and cleared).
    public static let request = "scroll.request"
    /// The ``ScrollTargetIdentity`` mapping target indices to ids.
    public static let identity = "scroll.identity"
    /// `scrollIndicators`: a ``ScrollIndicatorVisibility``.
    public static let indicators = "scroll.indicators"
    /// `scrollTransition`: a ``ScrollTransitionSpec`` on an item.
    public static let transition = "scroll.transition"
}
