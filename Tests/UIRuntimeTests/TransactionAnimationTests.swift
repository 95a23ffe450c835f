import Testing
import UICore
@testable import UIRuntime

/// Which animation a change plays with, as Apple documents `withAnimation(_:_:)` and
/// `View.animation(_:value:)`: the state writes inside `withAnimation` animate the changes they
/// cause with its animation; `.animation(_:value:)` animates the changes inside the view with its
/// animation when its value changed, and a nil animation makes them at once. A reuser writing
/// either, as SwiftUI's documentation does, could not compile it before.
@MainActor
@Suite struct TransactionAnimationTests {
    /// How the inbox's insertion and animation are made.
    typealias Setup = AnimatedInbox.Setup

    /// The opacity of the inserted message `frames` frames (half a second unless told) after
    /// the button was pressed.
    func opacityHalfway(_ setup: Setup, frames: Int = 30) -> Double? {
        let clock = ManualClock()
        let host = identityHost(Size(width: 960, height: 540), clock: clock) { AnimatedInbox(setup: setup) }
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true)) }
        pressReturn(on: ViewID("new"), in: host)
        for i in 0..<frames { clock.advance(by: 1.0 / 60); _ = host.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true)) }
        return host.root?.find(id: ViewID("m3"))?.effects.opacity
    }

    /// The default spring, half a second in, is nearly done: what a change with no animation
    /// given plays here.
    static var springHalfway: Double { Animation.default.progress(at: 29.0 / 60) }

    @Test func animationForAValueThatChangedPlaysTheInsertion() throws {
        let opacity = try #require(opacityHalfway(.scopedToMessages))
        #expect(abs(opacity - 29.0 / 60) < 0.02, "the linear second played: \(opacity)")
    }

    @Test func aNilAnimationForTheValueMakesTheChangeAtOnce() throws {
        // On the first frame: the default spring has barely begun there (a few hundredths).
        #expect(try #require(opacityHalfway(.scopedNil, frames: 1)) == 1)
        #expect(try #require(opacityHalfway(.plain, frames: 1)) < 0.5)
    }

    @Test func anAnimationForAValueThatStayedDoesNotApply() throws {
        let opacity = try #require(opacityHalfway(.scopedToOtherValue))
        #expect(abs(opacity - Self.springHalfway) < 0.02, "the default played, not the linear second: \(opacity)")
    }

    @Test func writesInsideWithAnimationPlayWithItsAnimation() throws {
        let opacity = try #require(opacityHalfway(.withLinear))
        #expect(abs(opacity - 29.0 / 60) < 0.02, "the linear second played: \(opacity)")
        let plain = try #require(opacityHalfway(.plain))
        #expect(abs(plain - Self.springHalfway) < 0.02, "without withAnimation the default plays: \(plain)")
    }

    @Test func withAnimationNilMakesTheChangeAtOnce() throws {
        #expect(try #require(opacityHalfway(.withNil, frames: 1)) == 1)
    }
}
