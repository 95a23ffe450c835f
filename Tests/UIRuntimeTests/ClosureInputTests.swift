import Testing
import UICore
@testable import UIRuntime

/// A label made by a closure its parent hands down.
private struct MadeLabel: View {
    let make: () -> String
    var body: some View { Text(make()).id("made") }
}

/// A parent handing down a closure that captured a value it worked out from its state (not the
/// state itself, whose reads are noted wherever they happen).
private struct WorkedOutLabel: View {
    @State private var count = 0
    var body: some View {
        let label = "Count \(count)"
        VStack {
            Button("More") { count += 1 }.id("more")
            MadeLabel(make: { label })
        }
    }
}

/// A row that runs its action when pressed; its title never changes.
private struct ActionRow: View {
    let title: String
    let action: () -> Void
    var body: some View { Button(title, action: action).id("row") }
}

/// Records what the rows' actions did.
private final class ActionLog: @unchecked Sendable {
    var entries: [Int] = []
}

/// A parent whose row's action captured the page it was made on.
private struct PagedActions: View {
    let log: ActionLog
    @State private var page = 0
    var body: some View {
        let shown = page
        VStack {
            Button("Next page") { page += 1 }.id("next")
            ActionRow(title: "Log the page") { log.entries.append(shown) }
        }
    }
}

/// A parent whose row's action captures only what never changes (its tag).
private struct SteadyActions: View {
    nonisolated(unsafe) static var logged: [String] = []
    let tag: String
    @State private var presses = 0
    var body: some View {
        VStack {
            Button("Pressed \(presses)") { presses += 1 }.id("count")
            ActionRow(title: "Log") { SteadyActions.logged.append(tag) }
        }
    }
}

/// Views whose inputs are closures: a closure made afresh each time its parent runs is kept
/// while it captured the same values, and is a changed input when it captured others — what
/// the view shows from it, and what it runs when pressed, follow the parent (SwiftUI evaluates
/// a view again when it cannot prove its closures unchanged).
@MainActor
@Suite struct ClosureInputTests {
    /// The label shows the count its parent worked out (it showed "Count 0" when closures were
    /// not compared: the label was kept with the closure of the first frame).
    @Test func aLabelMadeByAClosureFollowsWhatTheClosureCaptured() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { WorkedOutLabel() }
        #expect(text(host, "made") == "Count 0")
        press(host, .return, clock: clock)
        #expect(text(host, "made") == "Count 1")
        press(host, .return, clock: clock)
        #expect(text(host, "made") == "Count 2")
    }

    /// Pressed after the page changed, the row runs the action made on the page shown (it ran
    /// the first page's when the row was kept with its first closure).
    @Test func aKeptRowRunsTheActionItsParentMadeLast() {
        let clock = ManualClock(), log = ActionLog()
        let host = identityHost(clock: clock) { PagedActions(log: log) }
        press(host, .return, clock: clock)
        press(host, .return, clock: clock)
        #expect(host.context.focus(id: "row"))
        _ = host.frame()
        press(host, .return, clock: clock)
        #expect(log.entries == [2])
    }

    /// A row whose action captured the same values is not evaluated again when its parent runs.
    @Test func aClosureCapturingTheSameValuesIsNoChange() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { SteadyActions(tag: "steady") }
        press(host, .return, clock: clock)
        #expect(text(host, "count") == "Pressed 1")
        #expect(host.evaluations.evaluationsByType["SteadyActions"] == 1)
        #expect(host.evaluations.evaluationsByType["ActionRow"] == nil, "\(host.evaluations.evaluationsByType)")
    }
}
