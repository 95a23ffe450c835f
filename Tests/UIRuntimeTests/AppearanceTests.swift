import Testing
import UICore
@testable import UIRuntime

/// What the views said as they appeared and disappeared (read by the test, never by a body).
private final class AppearanceLog: ObservableModel {
    var lines: [String] = []
}

/// Apple's `onAppear(perform:)` / `onDisappear(perform:)` shape: a detail shown under an `if`.
private struct Detail: View {
    let log: AppearanceLog
    var body: some View {
        Text("Detail").id("detail")
            .onAppear { log.lines.append("appear") }
            .onDisappear { log.lines.append("disappear") }
    }
}

private struct DetailScreen: View {
    let log: AppearanceLog
    @State private var showing = false
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Toggle") { showing.toggle() }.id("toggle")
            Button("Tapped \(taps)") { taps += 1 }.id("tap")
            if showing { Detail(log: log) }
        }
    }
}

/// `onAppear` runs once each time a view comes into the tree, `onDisappear` once each time it
/// leaves; frames in between, and its parent running again, run neither.
@MainActor @Suite struct AppearanceTests {
    @Test func aViewAppearsAndDisappearsOnceEachTimeItComesAndGoes() {
        let log = AppearanceLog()
        let clock = ManualClock()
        let host = identityHost(clock: clock) { DetailScreen(log: log) }
        settle(host, clock)
        #expect(log.lines.isEmpty)
        _ = host.context.focus(id: "toggle")
        settle(host, clock)
        press(host, .return, clock: clock)
        #expect(host.text(of: "detail") == "Detail")
        #expect(log.lines == ["appear"])
        // Frames pass and the screen's body runs again (another button's state): nothing more.
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        _ = host.context.focus(id: "tap")
        settle(host, clock)
        press(host, .return, clock: clock, times: 2)
        #expect(host.text(of: "tap") == "Tapped 2")
        #expect(log.lines == ["appear"])
        _ = host.context.focus(id: "toggle")
        settle(host, clock)
        press(host, .return, clock: clock)
        #expect(host.text(of: "detail") == nil)
        #expect(log.lines == ["appear", "disappear"])
        press(host, .return, clock: clock)
        #expect(log.lines == ["appear", "disappear", "appear"])
    }
}
