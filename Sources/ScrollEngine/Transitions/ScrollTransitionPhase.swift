/// Where a view stands relative to its scroll view's visible region (SwiftUI's `ScrollTransitionPhase`, S7).
public enum ScrollTransitionPhase: String, Hashable, Sendable, CaseIterable {
    /// Leaving (or entering) through the top or leading edge.
    case topLeading
    /// Inside the visible region: no effect should apply.
    case identity
    /// Leaving (or entering) through the bottom or trailing edge.
    case bottomTrailing

    /// −1 for ``topLeading``, 0 for ``identity``, 1 for ``bottomTrailing``.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }
}
