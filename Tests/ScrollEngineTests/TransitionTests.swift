import Testing
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Scroll transitions")
struct TransitionTests {
    let visible = Rect(x: 1000, y: 0, width: 1000, height: 300)
    func item(_ x: Double) -> Rect { Rect(x: x, y: 0, width: 400, height: 300) }

    @Test("default: identity while fully visible, tending to ±1 as the view leaves")
    func defaultThreshold() {
        let config = ScrollTransitionConfiguration.interactive
        #expect(config.state(of: item(1000), in: visible, axis: .horizontal) == .identity)
        #expect(config.state(of: item(1600), in: visible, axis: .horizontal) == .identity)
        let half = config.state(of: item(800), in: visible, axis: .horizontal)
        #expect(half.phase == .topLeading && TestSupport.close(half.value, -0.5))
        let quarter = config.state(of: item(1900), in: visible, axis: .horizontal)
        #expect(quarter.phase == .bottomTrailing && TestSupport.close(quarter.value, 0.75))
        #expect(config.state(of: item(2500), in: visible, axis: .horizontal).value == 1)
        #expect(config.state(of: item(0), in: visible, axis: .horizontal).value == -1)
    }

    @Test("thresholds: partly visible, centred, and non-interactive")
    func thresholds() {
        let half = ScrollTransitionConfiguration(threshold: .visible(0.5))
        #expect(half.state(of: item(800), in: visible, axis: .horizontal) == .identity)
        #expect(TestSupport.close(half.state(of: item(700), in: visible, axis: .horizontal).value, -0.5))
        let centered = ScrollTransitionConfiguration(threshold: .centered)
        #expect(centered.state(of: item(1300), in: visible, axis: .horizontal) == .identity)
        #expect(TestSupport.close(centered.state(of: item(1650), in: visible, axis: .horizontal).value, 350.0 / 700))
        let animated = ScrollTransitionConfiguration.animated
        #expect(animated.state(of: item(1900), in: visible, axis: .horizontal).value == 1)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.isIdentity)
    }

    @Test("visual effects interpolate and never change the layout frame")
    func visualEffects() {
        let state = ScrollTransitionState(phase: .bottomTrailing, value: 0.5)
        let effect = ScrollVisualEffect.gallery(state)
        #expect(TestSupport.close(effect.scale, 0.9))
        let frame = item(1900)
        let drawn = effect.drawnFrame(for: frame)
        #expect(TestSupport.close(drawn.width, 360) && TestSupport.close(drawn.midX, frame.midX))
        #expect(frame == item(1900))
        let fade = ScrollVisualEffect.transition(ScrollTransitionState(phase: .topLeading, value: -1),
                                                 edge: ScrollVisualEffect(opacity: 0, rotationDegrees: 10, offset: Point(x: 0, y: 20)))
        #expect(fade.opacity == 0 && fade.rotationDegrees == 10 && fade.offset.y == 20)
        #expect(ScrollVisualEffect.gallery(.identity) == .identity)
    }

    @Test("controller helper: states against the live visible region")
    func controllerStates() {
        let clock = ManualClock()
        let c = ScrollController(axes: .horizontal, clock: clock, containerSize: Size(width: 1000, height: 300),
                                 contentSize: Size(width: 5000, height: 300))
        c.setContentMargins(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40))
        c.scroll(to: Point(x: 1040, y: 0), animated: false)
        // Visible region in content space: 1000..<2000.
        #expect(c.transitionState(of: item(1200)) == .identity)
        #expect(TestSupport.close(c.transitionState(of: item(800)).value, -0.5))
    }
}
