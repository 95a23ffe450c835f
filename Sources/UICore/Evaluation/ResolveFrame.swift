/// What one resolve pass shares across every copy of its ``ResolveContext``: the focus it
/// resolves with, its time and the identity scopes it opened.
///
/// A host keeps one frame object across frames and updates it before each resolve, so a lazy
/// container whose node was kept from an earlier frame (``RetainedEvaluations``) builds its items
/// with this frame's focus and time, not the ones of the frame that made it.
public final class ResolveFrame {
    /// The focused view's id (from the focus engine, as of the last update).
    public var focusedID: ViewID?
    /// Ids of the focused view and all its ancestors (for `containsFocus`, F12).
    public var focusPath: Set<ViewID>
    /// Where the focused view was resolved (its ``FocusTraits/position``) when no `.id` names it:
    /// such a view cannot compare its id, which the focus tree gives it after the frame is
    /// built, so it compares its place (``ResolveContext/isPendingFocused``). Nil otherwise.
    public var focusedPosition: Int?
    /// The clock time of the frame being resolved (``TimelineView`` builds its content with it).
    public var time: Double
    /// Whether Select (Return, Space, pad A) is held down on the focused view: a custom
    /// ``ButtonStyle``'s configuration is pressed then (``ResolveContext/isPendingPressed``).
    public var isSelectHeld = false
    /// The scopes opened in this resolve, numbered per label.
    public var scopes = ScopeRegistry()
    /// Where the views resolved in this pass keep their state (``ResolveContext/stateStore``).
    public var stateStore: ViewStateStore?

    /// A frame resolving with this focus at `time`.
    public init(focusedID: ViewID? = nil, focusPath: Set<ViewID> = [], time: Double = 0) {
        self.focusedID = focusedID; self.focusPath = focusPath; self.time = time
    }

    /// Starts the next resolve: its focus and time, and no scopes opened yet.
    public func begin(focusedID: ViewID?, focusPath: Set<ViewID>, focusedPosition: Int? = nil, time: Double,
                      isSelectHeld: Bool = false) {
        self.focusedID = focusedID; self.focusPath = focusPath; self.focusedPosition = focusedPosition; self.time = time
        self.isSelectHeld = isSelectHeld
        scopes = ScopeRegistry()
    }
}
