import Testing
import UICore
@testable import UIRuntime

/// `@Environment(\.dismiss)`, as Apple documents `DismissAction`: called in a sheet it dismisses
/// the sheet; on a view pushed on a navigation stack it pops it; where nothing is presented it
/// does nothing. A reuser's episode screen closing itself with a Done button did not compile.
@MainActor
@Suite struct DismissActionTests {
    /// A screen that closes itself.
    struct Detail: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Episode 3")
                Button("Done") { dismiss() }.id("done")
            }
        }
    }

    /// A button opening the detail in a sheet, which also counts taps shown behind it.
    struct Sheeted: View {
        @State private var showing = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                Button("Open") { showing = true }.id("open")
            }
            .sheet(isPresented: $showing) {
                VStack {
                    Detail()
                    Button("Tap") { taps += 1 }.id("tap")
                }
            }
        }
    }

    /// A stack whose link pushes the detail.
    struct Stacked: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Episodes")
                    NavigationLink("Episode 3") { Detail() }.id("link")
                }
            }
        }
    }

    @Test func dismissClosesTheSheetItIsIn() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Sheeted() }
        pressReturn(on: "open", in: host)
        settle(host, clock)
        #expect(host.root?.find(id: SheetAttributes.id) != nil, "the sheet is shown")
        #expect(host.context.focusedID == "done")
        pressReturn(on: "done", in: host)
        settle(host, clock)
        #expect(host.root?.find(id: SheetAttributes.id) == nil, "Done dismissed it")
        #expect(host.context.focusedID == "open", "focus is back where the sheet was opened")
    }

    @Test func dismissPopsTheScreenPushed() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Stacked() }
        pressReturn(on: "link", in: host)
        settle(host, clock)
        #expect(host.root?.find(id: "done") != nil, "the detail is pushed")
        pressReturn(on: "done", in: host)
        settle(host, clock)
        #expect(host.root?.find(id: "done") == nil, "Done popped it")
        #expect(host.root?.find(id: "link") != nil)
        #expect(host.context.focusedID == "link")
    }

    @Test func withNothingPresentedDismissDoesNothing() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Detail() }
        pressReturn(on: "done", in: host)
        settle(host, clock)
        #expect(host.root?.find(id: "done") != nil)
        #expect(drawnTexts(host).contains("Episode 3"))
    }

    @Test func aScreenReadingDismissIsKeptWhenItsPresenterRunsAgain() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Sheeted() }
        pressReturn(on: "open", in: host)
        settle(host, clock)
        host.evaluations.countsByType = true
        host.evaluations.resetCounters()
        // The presenting view runs its body again; the detail, whose inputs and environment
        // (its dismiss action too) are what they were, is kept.
        pressReturn(on: "tap", in: host)
        settle(host, clock)
        #expect(drawnTexts(host).contains("Taps 1"))
        #expect((host.evaluations.evaluationsByType["Sheeted"] ?? 0) >= 1, "\(host.evaluations.evaluationsByType)")
        #expect((host.evaluations.evaluationsByType["Detail"] ?? 0) == 0, "\(host.evaluations.evaluationsByType)")
    }
}
