import Testing
import UICore
@testable import UIRuntime

/// Toasts queue one after another (``ToastCenterTests``), except the answer to what the user just did, which shows at
/// once (a favourite's toast used to wait behind "Controller connected" and appear on the next
/// screen the user went to).
@Suite struct ImmediateToastTests {
    @Test func aToastAnsweringTheUserShowsAtOnceAndTheWaitingOnesFollow() {
        let clock = ManualClock()
        let toasts = ToastCenter(clock: clock)
        toasts.show("Controller connected: Pad")
        toasts.show("Controller disconnected: Other")
        clock.advance(by: 0.5)
        toasts.showImmediately("♥ Added Baklava to Favorites")
        #expect(toasts.current(at: clock.now)?.message == "♥ Added Baklava to Favorites")
        // It stays its whole duration, then the waiting banner follows; the one it cut short is gone.
        clock.advance(by: ToastCenter.defaultDuration - 0.3)
        #expect(toasts.current(at: clock.now)?.message == "♥ Added Baklava to Favorites")
        clock.advance(by: 0.5)
        #expect(toasts.current(at: clock.now)?.message == "Controller disconnected: Other")
        #expect(!toasts.messages.contains("Controller connected: Pad"))
    }
}
