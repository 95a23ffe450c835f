/// A view's scroll-transition phase together with its continuous value in −1…1.
///
/// `value` is 0 in the identity phase and tends to −1 (top/leading) or +1 (bottom/trailing)
/// as the view leaves the visible region; interpolate visual effects with ``progress``.
public struct ScrollTransitionState: Hashable, Sendable {
    /// The phase.
    public var phase: ScrollTransitionPhase
    /// The signed value in −1…1 (0 exactly when the phase is identity).
    public var value: Double

    /// A state; the value is clamped to −1…1.
    public init(phase: ScrollTransitionPhase, value: Double) {
        self.phase = phase
        self.value = value.isFinite ? Swift.max(-1, Swift.min(1, value)) : phase.value
    }

    /// The identity state.
    public static let identity = ScrollTransitionState(phase: .identity, value: 0)

    /// |value|: 0 at identity, 1 at the edge phases.
    public var progress: Double { Swift.abs(value) }

    /// Whether the phase is identity.
    public var isIdentity: Bool { phase.isIdentity }
}
