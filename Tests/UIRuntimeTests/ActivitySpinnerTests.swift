import Testing
import UICore
@testable import UIRuntime

/// `ProgressView()` with no value: the spinner a loading screen shows (Apple's
/// "`if isLoading { ProgressView() }`"), turning a step at a time.
@MainActor @Suite struct ActivitySpinnerTests {
    /// The opacities of the spinner's spokes, in ring order.
    func spokes<V: View>(_ host: ViewHost<V>) -> [Double] {
        var out: [Double] = []
        host.root?.visit { n in
            if let c = n.children.first, case .shape(let s) = c.kind, s.shape == .capsule { out.append(n.effects.opacity) }
            return true
        }
        return out
    }

    @Test func aSpinnerTurnsAStepAtATimeAndSaysItIsBusy() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack {
                ProgressView("Loading…")
                Button("Cancel") {}
            }
        }
        let first = spokes(host)
        #expect(first.count == 8)
        #expect(first.firstIndex(of: first.max() ?? 0) == 0, "spoke 0 is brightest at first")
        let due = try #require(host.nextDeadline)
        #expect(abs(due - 1.0 / 12) < 1e-6, "the next step is due in a twelfth of a second")
        clock.advance(by: 1.0 / 12)
        _ = host.frame()
        let next = spokes(host)
        #expect(next.firstIndex(of: next.max() ?? 0) == 1, "a step later spoke 1 is")
        var said: [String] = []
        host.root?.visit { n in
            if let label = AccessibilityElement(node: n)?.spokenDescription { said.append(label) }
            return true
        }
        #expect(said.contains("Loading…"))
    }
}
