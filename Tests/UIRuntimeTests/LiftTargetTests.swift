import Testing
@testable import UICore
@testable import UIRuntime

/// Which part of a focused card lifts: the view marked ``View/hoverTarget()`` (the artwork, not
/// the title), found once per laid-out tree and again in every new one.
@MainActor
@Suite struct LiftTargetTests {
    /// Which of a card's two parts is its artwork, read each time the views resolve.
    final class Marking {
        var artOnTop = true
    }

    /// Two cards, each a top and a bottom part of which one is marked as the part that lifts.
    static func makeHost(_ marking: Marking, clock: ManualClock) -> ViewHost<HStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            HStack(spacing: 40) {
                ForEach(0..<2, id: \.self) { i in
                    VStack {
                        if marking.artOnTop {
                            Rectangle().fill(Color.blue).frame(width: 200, height: 100).hoverTarget().id("top-\(i)")
                            Rectangle().fill(Color.gray).frame(width: 200, height: 40).id("bottom-\(i)")
                        } else {
                            Rectangle().fill(Color.blue).frame(width: 200, height: 100).id("top-\(i)")
                            Rectangle().fill(Color.gray).frame(width: 200, height: 40).hoverTarget().id("bottom-\(i)")
                        }
                    }
                    .focusable().hoverEffect(.lift).id("card-\(i)")
                }
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    /// The lift scale the last frame gave the view `id` (1 when it has none).
    static func scale(of id: String, in host: ViewHost<HStack>) -> Double {
        guard let node = host.root?.find(named: id) else { return 1 }
        return host.effects.decorations[ObjectIdentifier(node)]?.scale ?? 1
    }

    /// Frames at 60 Hz for `seconds`: a focus animation's frames are drawn from the last layout.
    static func run(_ host: ViewHost<HStack>, clock: ManualClock, seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true))
        }
    }

    @Test func theMarkedPartLiftsThroughTheAnimationAndInEveryNewTree() throws {
        let clock = ManualClock(), marking = Marking()
        let host = Self.makeHost(marking, clock: clock)
        _ = host.frame()
        Self.run(host, clock: clock, seconds: 1)
        let focused = try #require(host.context.focusedID?.description)
        let card = focused == "card-0" ? 0 : 1, other = 1 - card
        #expect(Self.scale(of: "top-\(card)", in: host) > 1.01)
        #expect(Self.scale(of: "bottom-\(card)", in: host) == 1)
        #expect(Self.scale(of: "card-\(card)", in: host) == 1)

        // Focus moves to the other card: its artwork lifts frame by frame, the first settles.
        host.handle(.key(KeyPress(key: card == 0 ? .rightArrow : .leftArrow)))
        host.handle(.key(KeyPress(key: card == 0 ? .rightArrow : .leftArrow, phase: .up)))
        _ = host.frame()
        clock.advance(by: 0.1)
        _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true))
        let midway = Self.scale(of: "top-\(other)", in: host)
        #expect(midway > 1 && midway < Self.scale(of: "top-\(card)", in: host) + 0.2)
        Self.run(host, clock: clock, seconds: 1)
        #expect(host.context.focusedID?.description == "card-\(other)")
        #expect(Self.scale(of: "top-\(other)", in: host) > 1.01)
        #expect(Self.scale(of: "top-\(card)", in: host) == 1)

        // The marking moves to the bottom part: the next tree lifts that part, not the old one.
        marking.artOnTop = false
        _ = host.frame()
        Self.run(host, clock: clock, seconds: 0.5)
        #expect(Self.scale(of: "bottom-\(other)", in: host) > 1.01)
        #expect(Self.scale(of: "top-\(other)", in: host) == 1)
    }
}
