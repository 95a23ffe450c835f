/// How much of a frame a ``ViewHost`` works out again: the answer ``FramePlanner`` gives.
///
/// From least to most work. A frame that is not due at all (nothing changed, nothing animates,
/// no deadline came) is the ``Host``'s business (``FrameSchedule``) and never reaches the planner.
public enum FrameWork: String, Sendable, CaseIterable, Comparable {
    /// Nothing is drawn and nothing is built: the frame could differ from the last only in how
    /// it looks and nobody sees it (a replay between screenshots). Only its time is noted.
    case skip
    /// The last laid-out tree is drawn again with the decorations the clock gives now (focus
    /// lift and ring, hover, marquees, indicators, toasts); only the nodes whose decorations
    /// changed are drawn again.
    case decorations
    /// The last laid-out tree's scrolled content is moved to the scroll animations' new offsets
    /// and drawn; nothing is resolved or laid out. When the move would not give what layout
    /// gives (a lazy container needs another item), the frame is rebuilt instead.
    case shiftScroll
    /// The views are resolved and laid out (each `body` still runs only when something it read
    /// changed, and lazy items kept from the last frame keep their layout), then drawn.
    case rebuild

    public static func < (a: FrameWork, b: FrameWork) -> Bool { a.order < b.order }

    private var order: Int {
        switch self {
        case .skip: 0
        case .decorations: 1
        case .shiftScroll: 2
        case .rebuild: 3
        }
    }
}
