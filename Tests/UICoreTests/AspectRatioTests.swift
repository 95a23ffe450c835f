import Testing
@testable import UICore

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` as Apple documents them:
/// `.fit` sizes the view to the largest rectangle of the ratio inside the space offered, `.fill`
/// to the smallest that covers it, and a nil ratio takes the view's own. A reuser's card written
/// `.aspectRatio(16 / 9, contentMode: .fit)` did not compile before (only `aspectRatio(_:)`).
@Suite struct AspectRatioTests {
    @Test func fitIsTheLargestRectangleOfTheRatioInsideTheSpace() {
        let root = layout(Color.red.aspectRatio(2, contentMode: .fit).id("r").frame(width: 300, height: 300))
        #expect(root.find(id: "r")?.frame.size == Size(width: 300, height: 150))
    }

    @Test func fillIsTheSmallestRectangleOfTheRatioCoveringTheSpace() {
        let root = layout(Color.red.aspectRatio(2, contentMode: .fill).id("r").frame(width: 300, height: 300))
        #expect(root.find(id: "r")?.frame.size == Size(width: 600, height: 300))
    }

    @Test func scalingToFitOrFillKeepsTheViewsOwnRatio() {
        let fit = layout(Color.red.frame(width: 200, height: 100).scaledToFit().id("r").frame(width: 300, height: 300))
        #expect(fit.find(id: "r")?.frame.size == Size(width: 300, height: 150))
        let fill = layout(Color.red.frame(width: 200, height: 100).scaledToFill().id("r").frame(width: 300, height: 300))
        #expect(fill.find(id: "r")?.frame.size == Size(width: 600, height: 300))
    }

    @Test func theOldSpellingStillFits() {
        let root = layout(Color.red.aspectRatio(0.5).id("r").frame(width: 300, height: 300))
        #expect(root.find(id: "r")?.frame.size == Size(width: 150, height: 300))
    }
}
