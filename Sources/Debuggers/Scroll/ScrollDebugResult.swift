import ScrollEngine
import UICore
/// The answer of `cookbook scroll-debug`: where the gesture ends, and why.
public struct ScrollDebugResult: Hashable, Sendable {
    /// Where free deceleration would stop (unclamped).
    public var natural: Double
    /// The offset the scroll view settles at.
    public var target: Double
    /// The leading-most target at ``target``, nil without targets.
    public var position: Int?
    /// A short human-readable explanation.
    public var reason: String

    /// A result.
    public init(natural: Double, target: Double, position: Int?, reason: String) {
        self.natural = natural
        self.target = target
        self.position = position
        self.reason = reason
    }

    /// The contract's one-line JSON: `{"natural": 748.5, "target": 960.0, "position": 2, "reason": "…"}`
    /// (keys in that order, numbers with at least one decimal, `null` position without targets).
    public var json: String {
        let positionText = position.map(String.init) ?? "null"
        return "{\"natural\": \(ScrollDebugger.format(natural)), \"target\": \(ScrollDebugger.format(target)), "
            + "\"position\": \(positionText), \"reason\": \(ScrollDebugger.quote(reason))}"
    }
}
