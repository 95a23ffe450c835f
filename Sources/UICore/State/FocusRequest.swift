/// Focus a view asked for while the frame was resolved, applied by the host once the frame is
/// built (``ViewStateStore/takeFocusRequests()``).
public enum FocusRequest: Equatable {
    /// Focus on this view (a navigation stack's level popped back to: the view that pushed).
    case view(ViewID)
    /// Focus on the default inside this container — its `defaultFocus`, else its top-most view
    /// nearest the leading edge (a screen pushed on a navigation stack, taking focus for the
    /// first time).
    case defaultFocus(in: ViewID)
    /// Focus on the default inside the focus scope named by a namespace (``ResetFocusAction``):
    /// the view preferring default focus in it, else its top-most view nearest the leading edge.
    case resetFocus(in: Namespace.ID)
}
