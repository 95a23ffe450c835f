import Testing
import UICore
@testable import UIRuntime

/// Scroll transitions (`.scrollTransition`) are applied to every built tree that has one, and
/// a tree without any is not walked for them.
@MainActor
@Suite struct ScrollTransitionPassTests {
    static func list(transition: Bool) -> some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<20, id: \.self) { i in
                    if transition {
                        Button("Row \(i)") {}.id("row\(i)")
                            .scrollTransition { effects, phase in effects.opacity = 1 - abs(phase.value) }
                    } else {
                        Button("Row \(i)") {}.id("row\(i)")
                    }
                }
            }
        }
    }

    @Test func aListWithoutTransitionsIsNotWalkedForThem() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Self.list(transition: false) }
        press(host, .downArrow, clock: clock, times: 3)
        #expect(host.context.focusedID == "row3")
        #expect(host.scrolls.transitionPasses == 0)
    }

    @Test func aListWithTransitionsHasThemAppliedEachBuiltFrame() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Self.list(transition: true) }
        let before = host.scrolls.transitionPasses
        press(host, .downArrow, clock: clock, times: 3)
        #expect(host.context.focusedID == "row3")
        #expect(before > 0 && host.scrolls.transitionPasses > before)
    }
}
