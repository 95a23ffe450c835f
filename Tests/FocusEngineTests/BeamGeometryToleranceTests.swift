import Testing
import UICore
@testable import FocusEngine

/// Frames that reach the engine along two paths differ by rounding (a node moved with its
/// scroll content, a lazy item's frame from its container's origin): a few ulps never make a
/// neighbour in the same row lie "below".
@Suite struct BeamGeometryToleranceTests {
    @Test func ulpsApartIsTheSameRow() {
        let src = Rect(x: 1421.3333333333335, y: 673.8257901104955, width: 382.6666666666667, height: 316)
        let left = Rect(x: 998.6666666666667, y: 673.8257901104957, width: 382.6666666666667, height: 316)
        let below = Rect(x: 998.6666666666667, y: 1037.8257901104957, width: 382.6666666666667, height: 316)
        #expect(!BeamGeometry.isInDirection(src, left, .down))
        #expect(!BeamGeometry.isInDirection(src, left, .up))
        #expect(BeamGeometry.isInDirection(src, left, .left))
        #expect(BeamGeometry.isInDirection(src, below, .down))
        // Edges meeting within ulps do not overlap.
        let beside = Rect(x: 1421.3333333333335 - 382.6666666666667 + 1e-13, y: 0, width: 382.6666666666667, height: 10)
        #expect(!BeamGeometry.beamsOverlap(src, beside, .down))
    }
}
