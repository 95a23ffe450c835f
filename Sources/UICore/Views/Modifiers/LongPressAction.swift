/// A long press of Select on a focused view (SwiftUI's `onLongPressGesture` as tvOS delivers it:
/// the remote's OK, Return or pad A held down).
public struct LongPressAction {
    /// How long Select must be held (seconds).
    public var minimumDuration: Double
    /// What the long press does.
    public var action: () -> Void

    /// tvOS's default: half a second (SwiftUI's `onLongPressGesture` default `minimumDuration`).
    public static let defaultMinimumDuration = 0.5

    /// Node attribute key: a view's long-press action.
    public enum Key: ViewAttributeKey { public typealias Value = LongPressAction }
}

extension View {
    /// Runs `action` when Select is held on this view (or a descendant with focus) for
    /// `minimumDuration` seconds (SwiftUI's `onLongPressGesture(minimumDuration:perform:)`):
    /// Return, the remote's OK or pad A held. A shorter press is an ordinary press (the view's
    /// action, if it has one, runs when Select is released).
    public func onLongPressGesture(minimumDuration: Double = LongPressAction.defaultMinimumDuration,
                                   perform action: @escaping () -> Void) -> ModifiedView<Self> {
        // A duration that is not a positive number is the default (a press cannot be held for less).
        let duration = minimumDuration.isFinite && minimumDuration > 0 ? minimumDuration : LongPressAction.defaultMinimumDuration
        return attribute(LongPressAction.Key.self, LongPressAction(minimumDuration: duration, action: action))
    }
}
