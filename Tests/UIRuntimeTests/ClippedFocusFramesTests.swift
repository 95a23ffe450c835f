import Testing
import UICore
@testable import UIRuntime

/// A focusable pill (its background the whole clip) keeps its capsule on every frame of its
/// focus animation, lifted with the clip inside it or ringed with the clip around it: frames
/// drawn from the last layout patch the display list node by node, and a node drawn alone would
/// lose the shape a clip around it gave it.
@MainActor
@Suite struct ClippedFocusFramesTests {
    @Test(arguments: [false, true])
    func everyFrameOfTheFocusAnimationKeepsTheCapsule(clipAroundTheFocusableView: Bool) {
        let clock = ManualClock()
        @ViewBuilder func pill(_ title: String) -> some View {
            if clipAroundTheFocusableView {
                Text(title).padding(24).background(Color.blue).focusable().clipShape(Capsule())
            } else {
                Text(title).padding(24).background(Color.blue).clipShape(Capsule()).focusable().hoverEffect(.lift)
            }
        }
        let host = identityHost(clock: clock) { HStack(spacing: 40) { pill("Play").id("play"); pill("Info").id("info") } }
        settle(host, clock)
        let first = host.context.focusedID
        _ = host.handle(.key(KeyPress(key: .rightArrow)))
        _ = host.handle(.key(KeyPress(key: .rightArrow, phase: .up)))
        var frames = 0
        for _ in 0..<40 {
            clock.advance(by: 1.0 / 60)
            guard let list = host.frame(FrameRequest(isInvalidated: frames == 0)) else { continue }
            frames += 1
            let blue = list.items.compactMap { if case .fill(let s, _, .blue) = $0 { return s } else { return nil } }
            #expect(blue == [.capsule, .capsule], "frame \(frames): \(blue)")
        }
        #expect(frames > 10)
        #expect(host.context.focusedID != nil && host.context.focusedID != first, "focus moved to the second pill")
    }
}
