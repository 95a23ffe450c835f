import UICore

/// The geometric tests of a directional move, after Android's `FocusFinder`.
///
/// A candidate qualifies when it lies in the move's direction (`isCandidate`) and overlaps the
/// origin's beam, the origin's projection on the perpendicular axis (`beamsOverlap`). That is the
/// tvOS rule: no diagonal jumps. Qualifying candidates rank by `majorAxisDistance` (the gap along
/// the move) and then by `minorAxisDistance` (centre offset across it).
///
/// Directions are spatial: `left` means toward smaller window x in every layout direction (the
/// frames are already mirrored for right-to-left layouts, so the arrow a person presses and the
/// way focus travels on screen always agree).
enum BeamGeometry {
    /// Android `FocusFinder.isCandidate`: `dest` lies in `direction` from `src` (it may overlap
    /// `src`, but must extend further and start no earlier).
    static func isInDirection(_ src: Rect, _ dest: Rect, _ direction: MoveDirection) -> Bool {
        let e = tolerance
        switch direction {
        case .left: return (src.maxX > dest.maxX + e || src.minX + e >= dest.maxX) && src.minX > dest.minX + e
        case .right: return (src.minX + e < dest.minX || src.maxX <= dest.minX + e) && src.maxX + e < dest.maxX
        case .up: return (src.maxY > dest.maxY + e || src.minY + e >= dest.maxY) && src.minY > dest.minY + e
        case .down: return (src.minY + e < dest.minY || src.maxY <= dest.minY + e) && src.maxY + e < dest.maxY
        }
    }

    /// Coordinates closer than this (points) count as equal. Android compares integer pixels;
    /// our frames are doubles, and one view's frame can reach the engine along two paths that
    /// round differently — its node moved with its scroll view's content, or its lazy
    /// container's origin plus its item frame — by a few ulps. A 1/256 pt is far below a pixel
    /// at any window size (4K is 2 px per point), so no real layout difference is hidden.
    static let tolerance = 1.0 / 256

    /// Android `FocusFinder.beamsOverlap`: the perpendicular projections share length.
    ///
    /// A zero-length origin (a caret) still has a beam: the line it stands on.
    static func beamsOverlap(_ src: Rect, _ dest: Rect, _ direction: MoveDirection) -> Bool {
        let across = direction.axis.perpendicular
        return dest.min(across) + tolerance < src.max(across) && dest.max(across) > src.min(across) + tolerance
    }

    /// Android `FocusFinder.majorAxisDistance`: the gap from the origin's far edge to the
    /// candidate's near edge along the move, never negative.
    static func majorAxisDistance(_ src: Rect, _ dest: Rect, _ direction: MoveDirection) -> Double {
        let d: Double
        switch direction {
        case .left: d = src.minX - dest.maxX
        case .right: d = dest.minX - src.maxX
        case .up: d = src.minY - dest.maxY
        case .down: d = dest.minY - src.maxY
        }
        return Swift.max(0, d)
    }

    /// Android `FocusFinder.minorAxisDistance`: the distance between the centres across the move.
    static func minorAxisDistance(_ src: Rect, _ dest: Rect, _ direction: MoveDirection) -> Double {
        let across = direction.axis.perpendicular
        return abs(src.mid(across) - dest.mid(across))
    }

    /// The part of the origin's beam from its trailing-side start out to `length` points past its
    /// far edge: every qualifying candidate with a major-axis distance below `length` intersects it.
    static func strip(from src: Rect, _ direction: MoveDirection, length: Double) -> Rect {
        switch direction {
        case .down: Rect(x: src.minX, y: src.minY, width: src.width, height: src.height + length)
        case .up: Rect(x: src.minX, y: src.minY - length, width: src.width, height: src.height + length)
        case .right: Rect(x: src.minX, y: src.minY, width: src.width + length, height: src.height)
        case .left: Rect(x: src.minX - length, y: src.minY, width: src.width + length, height: src.height)
        }
    }

    /// The shortest distance between two rectangles (0 when they touch or overlap).
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = Swift.max(0, Swift.max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = Swift.max(0, Swift.max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}
