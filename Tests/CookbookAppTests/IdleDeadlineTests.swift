import Foundation
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The live loop sleeps while nothing moves, so everything that changes the picture with time
/// alone must be announced as a deadline.
@Suite struct IdleDeadlineTests {
    @Test func aSettledScreenIsIdleWithNoDeadline() throws {
        let h = try Harness()
        h.settle(2)
        #expect(!h.runtime.isAnimating)
        #expect(h.runtime.nextDeadline == nil)
    }

    @Test func aScreenShownByAFocusMoveAnnouncesTheFrameThatEntersIt() throws {
        // Reduce Motion: no focus animation keeps frames coming by itself.
        let h = try Harness(screen: .settings)
        h.model.preferences.update(settings: { $0.reduceMotion = true }, id: "setting-reduce-motion", value: true)
        h.focus("tab-settings")
        h.settle(1)
        #expect(!h.runtime.isAnimating && h.runtime.nextDeadline == nil)
        // Left onto the widget's tab: the frame shows the widget screen after entering the
        // settings scene, so the next frame (which enters the widget's) is due at once.
        h.runtime.handle(.key(KeyPress(key: .leftArrow)))
        h.runtime.handle(.key(KeyPress(key: .leftArrow, phase: .up)))
        _ = h.runtime.frame()
        #expect(h.model.navigation.screen == .widget && h.focused == "tab-widget")
        #expect((h.runtime.nextDeadline ?? .infinity) <= h.clock.now, "the frame entering the widget's scene waits for the next input")
        #expect(h.runtime.frame(FrameRequest(isInvalidated: false, isDrawn: false)) != nil, "the frame entering the scene was skipped as looks-only")
        h.clock.advance(by: 1.0 / 60)
        _ = h.runtime.frame()
        #expect(h.focused == "tab-widget")
        #expect((h.runtime.nextDeadline ?? .infinity) > h.clock.now)
    }

    @Test func theFooterMessageAnnouncesItsExpiry() throws {
        let h = try Harness()
        h.focus("apple-pie")
        h.key(.character("g"), .control)
        let shown = try #require(h.model.footer.text)
        #expect(!shown.isEmpty)
        let expiry = h.model.footer.expiry
        #expect(h.runtime.nextDeadline == expiry)
        h.clock.advance(by: expiry - h.clock.now)
        _ = h.runtime.frame()
        #expect(!h.model.footer.isShowing(at: h.clock.now))
        #expect(h.runtime.nextDeadline == nil)
    }

    @Test func aFocusedTextFieldAnnouncesItsCaretBlink() throws {
        let h = try Harness(screen: .grocery)
        #expect(h.runtime.wantsTextInput)
        let next = try #require(h.runtime.nextDeadline)
        #expect(next > h.clock.now && next <= h.clock.now + 0.53 + 1e-9)
    }

    @Test func thePointerAnnouncesWhenHoverLapses() throws {
        let h = try Harness()
        h.runtime.handle(.pointerMoved(Point(x: 900, y: 500)))
        let moved = h.clock.now
        h.settle(2)
        #expect(h.runtime.nextDeadline.map { $0 <= moved + 5 } == true)
        h.settle(5)
        #expect(h.runtime.nextDeadline == nil)
    }
}
