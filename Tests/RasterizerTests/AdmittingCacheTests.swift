@testable import Rasterizer
import Testing

/// `AdmittingCache`: a value made in one frame is held for that frame and the next, kept if
/// asked for again, released otherwise; keys seen once and made again are kept at once.
@Suite struct AdmittingCacheTests {
    @Test func aValueAskedForInTheNextFrameIsKeptWithoutBeingMadeAgain() {
        var released: [Int] = []
        let c = AdmittingCache<String, Int>(capacity: 8) { released.append($0) }
        c.insert(1, for: "row")
        #expect(c["row"] == 1, "found again in the frame it was made in")
        c.endFrame()
        #expect(c.keptCount == 0 && c.count == 1)
        #expect(c["row"] == 1, "found in the next frame")
        #expect(c.keptCount == 1)
        for _ in 0..<5 { c.endFrame() }
        #expect(c["row"] == 1 && released.isEmpty)
    }

    @Test func aValueMadeOnceIsReleasedAfterTwoFramesAndKeptWhenMadeAgain() {
        var released: [Int] = []
        let c = AdmittingCache<String, Int>(capacity: 8) { released.append($0) }
        c.insert(7, for: "step")
        c.endFrame()
        #expect(released.isEmpty, "held through the next frame")
        c.endFrame()
        #expect(released == [7] && c.count == 0 && c["step"] == nil)
        // Made again later: it was seen, so it is kept now.
        c.insert(8, for: "step")
        #expect(c.keptCount == 1)
        c.endFrame(); c.endFrame()
        #expect(c["step"] == 8 && released == [7])
    }

    @Test func keptValuesStayWithinTheBudgetAndTheSeenKeysAreBounded() {
        var released: [Int] = []
        let c = AdmittingCache<Int, Int>(capacity: 100, costLimit: 300, seenCapacity: 4) { released.append($0) }
        for k in 0..<10 {
            c.insert(k, for: k, cost: 100)
            c.endFrame()
            _ = c[k]          // asked for in the next frame: kept
        }
        #expect(c.keptCount == 3 && c.keptCost == 300, "the budget holds three")
        c.costLimit = 100
        #expect(c.keptCount == 1 && c.keptCost == 100)
        c.costLimit = 1000
        // Twenty keys made once each: the seen set is forgotten whole when full, never larger.
        for k in 100..<120 { c.insert(k, for: k); c.endFrame() }
        c.endFrame()
        #expect(c.count == c.keptCount)
        c.insert(0, for: 119)
        #expect(c.keptCount == 2, "the last key seen is still remembered")
        c.insert(0, for: 100)
        #expect(c.keptCount == 2, "an early one was forgotten with the rest")
    }

    @Test func removeAllReleasesEverything() {
        var released: [Int] = []
        let c = AdmittingCache<Int, Int>(capacity: 8) { released.append($0) }
        c.insert(1, for: 1); c.endFrame(); _ = c[1]
        c.insert(2, for: 2); c.endFrame()
        c.insert(3, for: 3)
        c.removeAll()
        #expect(released.sorted() == [1, 2, 3] && c.count == 0 && c.totalCost == 0)
    }
}
