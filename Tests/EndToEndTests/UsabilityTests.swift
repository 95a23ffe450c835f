import Foundation
import Testing

/// What a new user hits in the first minutes, replayed through the real binary.
@Suite struct UsabilityTests {
    @Test func aGridsPartialLastRowIsNoDeadEnd() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/grid-partial-row.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
