/// An animation for the changes inside a view, played when a value changes (what
/// ``View/animation(_:value:)`` attaches).
///
/// The runtime compares the value with the one the last frame showed for the same view: when
/// it differs, insertion and content transitions starting inside the view play with
/// ``animation`` (nil: at once).
public struct AnimationScope: Hashable {
    /// The animation the changes play with; nil makes them at once.
    public let animation: Animation?
    /// The value watched, and how to tell it from another scope's.
    private let value: Any
    private let isSame: (Any) -> Bool

    /// A scope playing `animation` when `value` changes.
    public init<V: Equatable>(animation: Animation?, value: V) {
        self.animation = animation
        self.value = value
        isSame = { ($0 as? V) == value }
    }

    /// Whether `other` watches an equal value.
    public func hasSameValue(as other: AnimationScope) -> Bool { isSame(other.value) }

    public static func == (a: AnimationScope, b: AnimationScope) -> Bool {
        a.animation == b.animation && a.hasSameValue(as: b)
    }

    /// Hashes the animation only: scopes with equal values and animations hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(animation) }
}
