import Testing
import UICore
@testable import UIRuntime

/// A counter keeping its count in `@State`.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View { Button("Taps \(taps)") { taps += 1 }.id("counter") }
}

/// A settings pane as apps write one: a banner that comes and goes above a view with state of
/// its own (`if showsBanner { … }` with no `else`).
private struct BannerPane: View {
    @State private var showsBanner = false
    var body: some View {
        VStack {
            Button("Banner") { showsBanner.toggle() }.id("banner")
            if showsBanner { Text("Saved") }
            TapCounter()
        }
    }
}

/// The same counter type in both branches of an `if`/`else`.
private struct TwoBranches: View {
    @State private var left = true
    var body: some View {
        VStack {
            Button("Switch") { left.toggle() }.id("switch")
            if left { TapCounter() } else { TapCounter() }
        }
    }
}

/// Structural identity as SwiftUI's `ViewBuilder` gives it: each statement of a view builder is
/// one place among its siblings (an element of a `TupleView`), an `if` with no `else` an
/// `Optional` that keeps its place when empty, and the branches of an `if`/`else` views of their
/// own (`_ConditionalContent`), as Apple's "Demystify SwiftUI" session describes them.
@MainActor
@Suite struct ConditionalIdentityTests {
    /// The banner appearing above the counter does not change the counter's identity: its count
    /// stays. Before, the views after an `if` were numbered by what the `if` showed, so the
    /// counter became another view (back to 0) when the banner appeared, and again when it went.
    @Test func aViewBelowAnIfKeepsItsStateWhenTheIfsContentAppearsAndGoes() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { BannerPane() }
        _ = host.context.focus(id: "counter")
        _ = host.frame()
        press(host, .return, clock: clock, times: 3)
        #expect(text(host, "counter") == "Taps 3")
        _ = host.context.focus(id: "banner")
        _ = host.frame()
        press(host, .return, clock: clock)
        #expect(host.root.map { n in
            var saved = false
            n.visit { if case .text(let t) = $0.kind, t.string == "Saved" { saved = true }; return !saved }
            return saved
        } == true, "the banner shows")
        #expect(text(host, "counter") == "Taps 3", "the counter kept its state when the banner appeared")
        press(host, .return, clock: clock)
        #expect(text(host, "counter") == "Taps 3", "and when it went")
    }

    /// The two branches of an `if`/`else` are two views even when they are of one type:
    /// switching shows the other branch's counter, which starts at 0, and switching back shows
    /// a new first-branch counter (SwiftUI drops a branch's state when it is not shown).
    @Test func theBranchesOfAnIfElseAreViewsOfTheirOwn() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { TwoBranches() }
        _ = host.context.focus(id: "counter")
        _ = host.frame()
        press(host, .return, clock: clock, times: 2)
        #expect(text(host, "counter") == "Taps 2")
        _ = host.context.focus(id: "switch")
        _ = host.frame()
        press(host, .return, clock: clock)
        #expect(text(host, "counter") == "Taps 0", "the other branch's counter is another view")
        press(host, .return, clock: clock)
        #expect(text(host, "counter") == "Taps 0", "the first branch's counter was dropped while hidden")
    }
}
