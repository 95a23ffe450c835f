import Observation
import Testing
import UICore
@testable import UIRuntime

/// What an async load started by `.task` brings, and what happened to its tasks.
@Observable final class TaskLog: @unchecked Sendable {
    var shown = "Loading…"
    var started: [Int] = []
    var cancelled: [Int] = []
}

/// Apple's `task(priority:_:)` shape: a screen that loads its text when it appears.
private struct LoadingScreen: View {
    let log: TaskLog
    var body: some View {
        VStack {
            Text(log.shown).id("shown")
            Button("Refresh") {}
        }
        .task {
            log.started.append(0)
            await Task.yield()
            log.shown = "Loaded"
        }
    }
}

/// A detail shown under an `if`, loading for the selected id (`task(id:_:)`), waiting until
/// cancelled once it has.
private struct DetailHost: View {
    let log: TaskLog
    @State private var selection = 1
    @State private var showsDetail = true
    var body: some View {
        VStack {
            Button("Next") { selection += 1 }.id("next")
            Button("Hide") { showsDetail = false }.id("hide")
            if showsDetail {
                Text("Detail \(selection)")
                    .task(id: selection) { [selection] in
                        log.started.append(selection)
                        do { try await Task.sleep(for: .seconds(3600)) } catch { log.cancelled.append(selection) }
                    }
            }
        }
    }
}

/// `.task` starts its action on the main actor when the view appears, cancels it when the view
/// goes, and with an id restarts it when the id changes — SwiftUI's `task(id:priority:_:)`.
@MainActor
@Suite struct TaskModifierTests {
    /// Lets the main actor run the tasks the last frame started, then builds a frame. In a full
    /// parallel run other suites' main-actor work comes between the yields, so it also waits,
    /// up to 5 s, for `done` (what the test checks next) to hold.
    private func runTasks<V: View>(_ host: ViewHost<V>, _ clock: ManualClock, until done: () -> Bool = { true }) async {
        for _ in 0..<20 { await Task.yield() }
        let deadline = ContinuousClock.now + .seconds(5)
        while !done(), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        clock.advance(by: 1.0 / 60)
        _ = host.frame()
    }

    @Test func aTaskStartsOnceWhenItsViewAppearsAndWhatItLoadsShows() async {
        let clock = ManualClock()
        let log = TaskLog()
        let host = identityHost(clock: clock) { LoadingScreen(log: log) }
        await runTasks(host, clock, until: { log.started == [0] })
        #expect(host.text(of: "shown") == "Loaded")
        for _ in 0..<10 { await runTasks(host, clock) }
        #expect(log.started == [0])
    }

    @Test func aNewIdCancelsTheRunningTaskAndStartsAnotherAndHidingCancelsIt() async {
        let clock = ManualClock()
        let log = TaskLog()
        let host = identityHost(clock: clock) { DetailHost(log: log) }
        await runTasks(host, clock, until: { log.started == [1] })
        #expect(log.started == [1])
        #expect(host.context.focusedID == "next")
        press(host, .return, clock: clock)
        await runTasks(host, clock, until: { log.started == [1, 2] && log.cancelled == [1] })
        #expect(log.started == [1, 2])
        #expect(log.cancelled == [1])
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        await runTasks(host, clock, until: { log.cancelled == [1, 2] })
        #expect(log.cancelled == [1, 2])
        #expect(log.started == [1, 2])
    }
}
