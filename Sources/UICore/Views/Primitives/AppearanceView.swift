/// A view that runs an action when it appears and another when it disappears (SwiftUI's
/// `onAppear(perform:)` and `onDisappear(perform:)`), made by those modifiers on any view.
///
/// A view appears the first time a frame resolves it at its place (its identity: place among
/// its parent's children and explicit ids, as `@State` is kept), and disappears at the end of the
/// first frame that no longer does — a branch of an `if` switched off, a sheet closed, a screen
/// left, a lazy list's row released once scrolled far away (rows are built a little before they
/// come into view, so their `onAppear` runs then). A view kept unchanged from frame to frame
/// neither appears nor disappears again. Both actions run after the frame is built, not while
/// views are resolved, and the runtime builds the next frame whole, so whatever an action wrote
/// shows at once (as ``OnChangeView``'s). Resolved without a store (a view resolved directly,
/// in a test), neither runs.
///
///     Text(catalog.isLoading ? "Loading…" : "\(catalog.films.count) films")
///         .onAppear { catalog.reload() }   // a `Task { @MainActor in … }` inside
public struct AppearanceView<Content: View>: PrimitiveView {
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    public func makeNode(in context: ResolveContext) -> Node {
        if let store = context.stateStore {
            var appeared = false
            let presence = store.slot(StateKey(path: context.identityPath, label: "appearance")) { () -> Presence in
                appeared = true
                return Presence()
            }
            // The latest closure runs at disappearance: it sees the view's values as last resolved.
            presence.disappear = disappear
            if appeared, let appear { store.afterUpdate(appear) }
        }
        // The content sits one step below, so a second `onAppear` on it keeps a presence of its own.
        return context.descending("appearance").resolve(content)
    }
}

/// The mark an ``AppearanceView`` (or a ``TaskView``'s run) leaves in the ``ViewStateStore``
/// while its view is resolved: dropped with the view's other state when a frame no longer
/// resolves it, when it hands over its disappearance action.
class Presence {
    var disappear: (() -> Void)?
}

extension View {
    /// Runs `action` after the first frame that shows this view, each time it appears: SwiftUI's
    /// `onAppear(perform:)` (see ``AppearanceView`` for when a view appears here).
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> AppearanceView<Self> {
        AppearanceView(content: self, appear: action, disappear: nil)
    }

    /// Runs `action` after the first frame that no longer shows this view: SwiftUI's
    /// `onDisappear(perform:)` (see ``AppearanceView``).
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> AppearanceView<Self> {
        AppearanceView(content: self, appear: nil, disappear: action)
    }
}
