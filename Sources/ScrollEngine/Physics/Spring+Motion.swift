import UICore

extension Spring {
    /// The motion from `from` toward `to`, starting at `velocity` (units per second): the
    /// closed-form trajectory scroll animations follow, settled below `rest` of displacement
    /// (``SpringMotion/restDisplacement`` by default).
    public func motion(from: Double, to: Double, velocity: Double = 0, rest: Double = SpringMotion.restDisplacement) -> SpringMotion {
        SpringMotion(spring: self, from: from, to: to, velocity: velocity, rest: rest)
    }
}
