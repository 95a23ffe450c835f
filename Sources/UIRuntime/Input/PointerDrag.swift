import UICore

/// A mouse drag on a scroll view: the pointer acts like a finger on a touch screen. It becomes
/// a drag once it travels ``threshold``; its release velocity averages the recent motion.
struct PointerDrag {
    // A press becomes a drag once the pointer travels 8 pt (about macOS's drag threshold of a few
    // pixels, scaled for the 10-foot canvas; tuned by feel). The release velocity averages the
    // last 0.1 s of motion, as UIKit's pan recogniser smooths over its recent touches.
    static let threshold = 8.0
    static let velocityWindow = 0.1

    var scrollID: ViewID
    var start: Point
    var last: Point
    /// Recent pointer positions with their times, for the release velocity.
    var samples: [(time: Double, point: Point)]
    var isDragging = false

    init(scrollID: ViewID, at p: Point, now: Double) {
        self.scrollID = scrollID
        start = p; last = p
        samples = [(now, p)]
    }

    /// The pointer moved: returns how far to drag the content (nil before the threshold), and
    /// whether this move started the drag.
    mutating func move(to p: Point, now: Double) -> (delta: Point?, began: Bool) {
        var began = false
        if !isDragging, p.distance(to: start) >= Self.threshold { isDragging = true; began = true }
        let delta = isDragging ? Point(x: last.x - p.x, y: last.y - p.y) : nil
        last = p
        samples.append((now, p))
        samples.removeAll { now - $0.time > Self.velocityWindow }
        return (delta, began)
    }

    /// The content velocity at release (points per second), from the recent samples.
    var releaseVelocity: Point {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-3 else { return .zero }
        let dt = last.time - first.time
        return Point(x: (first.point.x - last.point.x) / dt, y: (first.point.y - last.point.y) / dt)
    }
}
