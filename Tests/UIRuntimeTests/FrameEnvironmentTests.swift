import Testing
import UICore
@testable import UIRuntime

/// A shelf's wood, handed down the environment as an app's setting.
private enum ShelfWoodKey: EnvironmentKey { static var defaultValue: String { "oak" } }

private extension EnvironmentValues {
    var shelfWood: String {
        get { self[ShelfWoodKey.self] }
        set { self[ShelfWoodKey.self] = newValue }
    }
}

/// The environment a frame resolves and draws with (`ViewHost.frameEnvironment`).
@MainActor
@Suite struct FrameEnvironmentTests {
    /// An app that makes its environment afresh from its settings before each frame built whole
    /// (as a SwiftUI app's root view hands `.environment` values down each time it runs) gets
    /// the same values in new storage each time. They are compared with the last frame's once
    /// for that frame, not again on every frame of the lift easing in after a move, which are
    /// drawn from the last layout with the same environment.
    @Test func anEnvironmentMadeAfreshIsComparedOnceNotOnEveryFrameOfAnAnimation() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { HStack { Button("One") {}; Button("Two") {} } }
        host.willBuildFrame = { [unowned host] in
            var env = EnvironmentValues()
            env.shelfWood = "walnut"
            host.environment = env
        }
        settle(host, clock)
        host.environmentComparisons = 0
        host.framesByWork = [:]
        _ = host.handle(.key(KeyPress(key: .rightArrow)))
        _ = host.handle(.key(KeyPress(key: .rightArrow, phase: .up)))
        _ = host.frame(FrameRequest())
        for _ in 0..<20 {
            clock.advance(by: FrameSchedule.frameInterval)
            _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true))
        }
        let fromLastLayout = host.framesByWork[.decorations] ?? 0
        #expect(fromLastLayout >= 10, "the lift's frames are drawn from the last layout: \(host.framesByWork)")
        #expect(host.environmentComparisons <= 1, "compared value by value \(host.environmentComparisons) times")
        #expect(host.environment.shelfWood == "walnut")
    }
}
