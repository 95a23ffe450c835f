import ScrollEngine
import UICore

/// A mouse drag on a scroll view: the pointer acts like a finger on a touch screen.
struct PointerDrag {
    var scrollID: String
    var start: Point
    var last: Point
    /// Recent pointer positions with their times, for the release velocity.
    var samples: [(time: Double, point: Point)]
    var isDragging = false
}

extension AppRuntime {
    // A press becomes a drag once the pointer travels 8 pt (about macOS's drag threshold of a few
    // pixels, scaled for the 10-foot canvas; tuned by feel). The release velocity averages the
    // last 0.1 s of motion, as UIKit's pan recogniser smooths over its recent touches.
    static let dragThreshold = 8.0
    static let velocityWindow = 0.1

    /// Pointer down: remember where, in case it becomes a drag.
    func pointerPressed(at p: Point) {
        guard let root, let sv = HitTesting.scrollView(at: p, in: root), let id = sv.scrollID, scrolls[id] != nil else {
            pointerDrag = nil
            click(at: p)
            return
        }
        pointerDrag = PointerDrag(scrollID: id, start: p, last: p, samples: [(clock.now, p)])
    }

    /// Pointer moved with the button down: drag the scroll view once past the threshold.
    func pointerDragged(to p: Point) {
        guard var d = pointerDrag, let c = scrolls[d.scrollID] else { return }
        if !d.isDragging, p.distance(to: d.start) >= Self.dragThreshold {
            d.isDragging = true
            c.beginDrag()
        }
        if d.isDragging {
            c.drag(by: Point(x: d.last.x - p.x, y: d.last.y - p.y))
            scrollWasAnimating.insert(d.scrollID)
        }
        d.last = p
        d.samples.append((clock.now, p))
        d.samples.removeAll { clock.now - $0.time > Self.velocityWindow }
        pointerDrag = d
    }

    /// Pointer up: a drag flings (velocity from the recent samples), a press without motion clicks.
    func pointerReleased(at p: Point) {
        guard let d = pointerDrag else { return }
        pointerDrag = nil
        guard d.isDragging, let c = scrolls[d.scrollID] else { click(at: d.start); return }
        var velocity = Point.zero
        if let first = d.samples.first, let last = d.samples.last, last.time - first.time > 1e-3 {
            let dt = last.time - first.time
            velocity = Point(x: (first.point.x - last.point.x) / dt, y: (first.point.y - last.point.y) / dt)
        }
        c.endDrag(velocity: velocity)
        scrollWasAnimating.insert(d.scrollID)
    }
}
