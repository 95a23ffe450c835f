import Testing
import UICore

/// ``Transform/boundingBox(_:)``: the smallest axis-aligned rectangle holding the four corners
/// ``Transform/quad(_:)`` maps a rectangle to.
@Suite struct TransformBoundsTests {
    /// A small deterministic generator (the same transforms every run).
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// Scales, rotations, mirrors, shears and mild perspective: the box holds every corner and
    /// each of its edges passes through one.
    @Test func theBoxIsTheCornersExtent() {
        var n = Numbers(state: 7)
        for _ in 0..<500 {
            var t = Transform.scale(x: n.next(-2...2), y: n.next(-2...2))
                .concatenating(.rotation(n.next(-3.2...3.2)))
                .concatenating(.translation(x: n.next(-500...500), y: n.next(-500...500)))
            t.m12 += n.next(-0.3...0.3)
            t.m31 = n.next(-0.0005...0.0005); t.m32 = n.next(-0.0005...0.0005)
            let r = Rect(x: n.next(-100...100), y: n.next(-100...100), width: n.next(0...300), height: n.next(0...300))
            let box = t.boundingBox(r), corners = t.quad(r)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            #expect(box.minX == xs.min()! && box.width == xs.max()! - xs.min()!)
            #expect(box.minY == ys.min()! && box.height == ys.max()! - ys.min()!)
        }
    }
}
