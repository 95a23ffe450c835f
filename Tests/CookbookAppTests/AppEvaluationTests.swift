import Testing
import UICore
@testable import CookbookApp

/// The app's views hold its models, not the time: a frame built while nothing they read changed
/// evaluates none of them (SwiftUI runs a `body` only when something it read changed).
@Suite struct AppEvaluationTests {
    /// Before, the root view took each frame's time (for the widget's fade) and its footer's
    /// timeline read the time, so the root ran in every frame built.
    @Test func framesBuiltWithNothingChangedEvaluateNoView() throws {
        for screen in [Screen.grid, .grocery, .settings] {
            let h = try Harness(screen: screen)
            let evaluations = h.runtime.host.evaluations
            evaluations.countsByType = true
            evaluations.resetCounters()
            h.settle(0.5)
            #expect(evaluations.evaluationCount == 0, "\(screen): \(evaluations.evaluationsByType)")
            // A focus move runs the root once (the footer's hints follow focus), not per frame.
            h.key(.downArrow)
            #expect((evaluations.evaluationsByType["AppRootView"] ?? 0) <= 1, "\(screen): \(evaluations.evaluationsByType)")
        }
    }
}
