/// Gives focus anew to the default view of a focus scope (SwiftUI's `ResetFocusAction`, read as
/// `@Environment(\.resetFocus)`): the view that ``View/prefersDefaultFocus(_:in:)`` in the
/// scope's namespace, else the scope's first view, as when the screen first took focus.
///
///     @Namespace private var mainNamespace
///     @Environment(\.resetFocus) private var resetFocus
///     …
///     Button("Reset to default focus") { resetFocus(in: mainNamespace) }
///
/// Focus moves once the frame after the call is built (the call is usually a button's action).
/// A namespace no shown view is the ``View/focusScope(_:)`` of resets the whole screen's focus.
/// Outside a host (a view resolved on its own) it does nothing.
public struct ResetFocusAction: Equatable {
    /// The state store of the host whose views read the action (nil: none).
    private weak var store: ViewStateStore?

    /// The action that asks `store`'s host for focus resets.
    package init(store: ViewStateStore?) { self.store = store }

    /// Gives focus to the default view of the focus scope named `namespace`.
    public func callAsFunction(in namespace: Namespace.ID) {
        store?.requestFocus(.resetFocus(in: namespace))
    }

    public static func == (a: ResetFocusAction, b: ResetFocusAction) -> Bool { a.store === b.store }
}

/// The environment key of ``EnvironmentValues/resetFocus``.
struct ResetFocusKey: EnvironmentKey {
    static var defaultValue: ResetFocusAction { ResetFocusAction(store: nil) }
}

extension EnvironmentValues {
    /// Gives focus anew to a focus scope's default view (``ResetFocusAction``); the host sets it.
    public var resetFocus: ResetFocusAction {
        get { self[ResetFocusKey.self] }
        set { self[ResetFocusKey.self] = newValue }
    }
}
