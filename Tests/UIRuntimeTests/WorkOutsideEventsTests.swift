import Testing
import UICore
@testable import UIRuntime

/// A model an async load fills (Apple's "Managing model data in your app" with a fetch): the
/// write lands between frames, outside any input, and the loop is woken to show it.
private final class Shelf: ObservableModel {
    @Observed var status = "Loading…"
    @Observed var unread = 0
}

private struct ShelfScreen: View {
    let shelf: Shelf
    var body: some View {
        VStack {
            Text(shelf.status).id("status")
            Button("Refresh") {}
        }
    }
}

/// Work that finishes outside the event path — a main-actor job after an `await`, another
/// thread's result — wakes the host loop (`InputEvent.wake`); the frame after it shows what the
/// work wrote when a view read it, and nothing is built when no view did.
@Suite struct WorkOutsideEventsTests {
    @Test func aLoadFinishingBetweenFramesIsShownWhenTheLoopWakes() {
        let shelf = Shelf()
        let (host, backend) = runningHost { ShelfScreen(shelf: shelf) }
        #expect(host.app.text(of: "status") == "Loading…")
        let presented = backend.presented
        shelf.status = "Loaded 12"
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.text(of: "status") == "Loaded 12")
        #expect(backend.presented > presented)
    }

    @Test func aWakeAfterAWriteNoViewReadBuildsNothing() {
        let shelf = Shelf()
        let (host, backend) = runningHost { ShelfScreen(shelf: shelf) }
        let presented = backend.presented, built = host.app.framesByWork[.rebuild, default: 0]
        shelf.unread = 3
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.framesByWork[.rebuild, default: 0] == built)
        #expect(backend.presented == presented)
    }
}
