import Testing
import UICore
@testable import UIRuntime

/// `alert(_:isPresented:actions:message:)` and `navigationTitle(_:)` as Apple's documentation
/// writes them.
@MainActor @Suite struct AlertAndTitleTests {

    /// Apple's "Login failed." alert.
    struct Login: View {
        @State private var didFail = false
        @State private var acknowledged = 0
        var body: some View {
            VStack {
                Text("acknowledged \(acknowledged)")
                Button("Log In") { didFail = true }
            }
            .alert("Login failed.", isPresented: $didFail) {
                Button("OK") { acknowledged += 1 }
            } message: {
                Text("Please check your credentials and try again.")
            }
        }
    }

    @Test func anAlertShowsItsTitleMessageAndActionsAndAnyActionDismissesIt() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Login() }
        settle(host, clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host).suffix(3) == ["Login failed.", "Please check your credentials and try again.", "OK"])
        #expect(focusedTexts(host).first == "OK", "focus moves into the alert")
        press(host, .return, clock: clock)
        #expect(!drawnTexts(host).contains("Login failed."), "the action dismissed it")
        #expect(drawnTexts(host) == ["acknowledged 1", "Log In"], "after running")
        #expect(focusedTexts(host).first == "Log In", "focus returns where it was")
    }

    @Test func backDismissesAnAlertAndAnAlertWithNoActionsHasOK() {
        let clock = ManualClock()
        struct Bare: View {
            @State var shown = true
            var body: some View {
                Button("Again") { shown = true }
                    .alert("Saved", isPresented: $shown) {}
            }
        }
        let host = identityHost(clock: clock) { Bare() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Again", "Saved", "OK"])
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["Again"])
    }

    @Test func anAlertFromATabsScreenCoversTheWindow() throws {
        let clock = ManualClock()
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) {
            TabView {
                Tab("Library") { Login() }
                Tab("Search") { Text("search") }
            }
        }
        settle(host, clock)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        var scrim: Rect?, platter: Rect?
        host.root?.visit { n in
            if n[ModalLayer.ScrimKey.self] == true { scrim = n.frame }
            if n.id == SheetAttributes.id { platter = n.frame }
            return true
        }
        #expect(scrim == Rect(x: 0, y: 0, width: 1280, height: 720), "the tab bar is behind the scrim too")
        let p = try #require(platter)
        #expect(abs(p.midX - 640) < 1 && abs(p.midY - 360) < 1, "the alert is centred in the window")
    }

    /// Apple's "Empty Trash" confirmation dialog.
    struct Trash: View {
        @State private var isConfirming = false
        @State private var emptied = false
        var body: some View {
            VStack {
                Text(emptied ? "empty" : "full")
                Button("Empty Trash") { isConfirming = true }
            }
            .confirmationDialog("Permanently erase the items in the Trash?", isPresented: $isConfirming) {
                Button("Empty Trash", role: .destructive) { emptied = true }
            } message: {
                Text("You cannot undo this action.")
            }
        }
    }

    @Test func aConfirmationDialogOffersItsActionsAndCancel() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Trash() }
        settle(host, clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host).suffix(4) == ["Permanently erase the items in the Trash?", "You cannot undo this action.", "Empty Trash", "Cancel"])
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["full", "Empty Trash"], "Cancel closed it and erased nothing")
        press(host, .return, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["empty", "Empty Trash"])
    }

    struct Park: Hashable { var name: String }

    @Test func eachScreenShowsItsOwnTitleAboveIt() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            NavigationStack {
                VStack {
                    NavigationLink("Yosemite", value: Park(name: "Yosemite"))
                    NavigationLink("Zion", value: Park(name: "Zion"))
                }
                .navigationTitle("Parks")
                .navigationDestination(for: Park.self) { park in
                    Button("Directions") {}.navigationTitle(park.name)
                }
            }
        }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Parks", "Yosemite", "Zion"])
        var frames: [String: Rect] = [:]
        host.root?.visit { n in
            if case .text(let t) = n.kind { frames[t.string] = n.frame }
            return true
        }
        let title = try #require(frames["Parks"]), first = try #require(frames["Yosemite"])
        #expect(title.maxY < first.minY, "the title sits above the screen")
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Zion", "Directions"], "the pushed screen's title, not the root's")
    }
}
