import Observation
import Testing
import UICore
@testable import UIRuntime

/// The library read from the environment, as Apple's sample reads it
/// (`@Environment(LendingLibrary.self)`), with the app putting it there (`.environment(library)`).
private struct EnvironmentLibraryView: View {
    @Environment(LendingLibrary.self) private var library
    var body: some View {
        VStack {
            Text(library.status).id("status")
            ForEach(library.books) { BookView(book: $0) }
        }
    }
}

/// Reads an optional library: none provided, it says so.
private struct MaybeLibraryView: View {
    @Environment(LendingLibrary.self) private var library: LendingLibrary?
    var body: some View { Text(library?.status ?? "No library").id("status") }
}

/// `@Environment(LendingLibrary.self)` reads the object `.environment(library)` put above, tracked as a
/// property held directly is.
@MainActor
@Suite struct ObservableEnvironmentTests {
    @Test func aViewReadsTheObjectPutInTheEnvironmentAndFollowsIt() {
        let clock = ManualClock()
        let library = LendingLibrary()
        let host = identityHost(clock: clock) { EnvironmentLibraryView().environment(library) }
        host.evaluations.countsByType = true
        settle(host, clock)
        host.evaluations.resetCounters()
        #expect(host.text(of: "status") == "Loading…")
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "book2")
        #expect(host.evaluations.evaluationsByType["EnvironmentLibraryView"] == nil, "\(host.evaluations.evaluationsByType)")
        library.status = "3 books"
        clock.advance(by: 1.0 / 60); _ = host.frame()
        #expect(host.text(of: "status") == "3 books")
        #expect(host.evaluations.evaluationsByType["EnvironmentLibraryView"] == 1, "\(host.evaluations.evaluationsByType)")
    }

    @Test func anOptionalReadIsNilWhenNoViewAboveProvidedOne() {
        let clock = ManualClock()
        let library = LendingLibrary()
        let without = identityHost(clock: clock) { MaybeLibraryView() }
        #expect(without.text(of: "status") == "No library")
        let with = identityHost(clock: clock) { MaybeLibraryView().environment(library) }
        #expect(with.text(of: "status") == "Loading…")
    }
}
