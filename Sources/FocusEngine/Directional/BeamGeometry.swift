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
        switch direction {
        case .left: (src.maxX > dest.maxX || src.minX >= dest.maxX) && src.minX > dest.minX
        case .right: (src.minX < dest.minX || src.maxX <= dest.minX) && src.maxX < dest.maxX
        case .up: (src.maxY > dest.maxY || src.minY >= dest.maxY) && src.minY > dest.minY
        case .down: (src.minY < dest.minY || src.maxY <= dest.minY) && src.maxY < dest.maxY
        }
    }

    /// Android `FocusFinder.beamsOverlap`: the perpendicular projections share length.
    ///
    /// A zero-length origin (a caret) still has a beam: the line it stands on.
    static func beamsOverlap(_ src: Rect, _ dest: Rect, _ direction: MoveDirection) -> Bool {
        let across = direction.axis.perpendicular
        return dest.min(across) < src.max(across) && dest.max(across) > src.min(across)
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
