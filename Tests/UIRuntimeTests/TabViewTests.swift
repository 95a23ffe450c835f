import Testing
import UICore
@testable import UIRuntime

/// `TabView` as Apple's documentation writes it and tvOS runs it: the bar across the top,
/// focusing a tab selects it, Down enters its screen, Back returns to the bar, and each tab keeps
/// its state while another is shown.
@MainActor @Suite struct TabViewTests {
    struct Counter: View {
        var name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    enum Section: Hashable { case received, sent, account }

    /// Apple's `TabView` example (Received, Sent, Account), each screen a counter button.
    func mailbox(clock: ManualClock) -> ViewHost<some View> {
        let host = identityHost(clock: clock) {
            TabView {
                Counter(name: "received").tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
                Counter(name: "sent").tabItem { Label("Sent", systemImage: "tray.and.arrow.up.fill") }
                Counter(name: "account").tabItem { Text("Account") }
            }
        }
        settle(host, clock)
        return host
    }

    @Test func focusingATabShowsItsScreen() throws {
        let clock = ManualClock()
        let host = mailbox(clock: clock)
        #expect(focusedTexts(host).first == "Received", "focus starts on the selected tab")
        #expect(drawnTexts(host).contains("received 0") && !drawnTexts(host).contains("sent 0"))
        press(host, .rightArrow, clock: clock)
        #expect(focusedTexts(host).first == "Sent")
        #expect(host.context.focusedID?.description == "Sent", "the tab is named by its title in traces and scripts")
        #expect(drawnTexts(host).contains("sent 0") && !drawnTexts(host).contains("received 0"), "focus on a tab selects it")
        press(host, .downArrow, clock: clock)
        #expect(focusedTexts(host).first == "sent 0", "Down enters the screen")
        press(host, .upArrow, clock: clock)
        #expect(focusedTexts(host).first == "Sent", "Up returns to the selected tab")
    }

    @Test func backFromAScreenReturnsToItsTab() throws {
        let clock = ManualClock()
        let host = mailbox(clock: clock)
        press(host, .rightArrow, clock: clock, times: 2)
        press(host, .downArrow, clock: clock)
        #expect(focusedTexts(host).first == "account 0")
        pressBack(host, clock: clock)
        #expect(focusedTexts(host).first == "Account", "Back goes to the selected tab, not the first")
        #expect(drawnTexts(host).contains("account 0"))
    }

    @Test func eachTabKeepsItsStateWhileAnotherShows() throws {
        let clock = ManualClock()
        let host = mailbox(clock: clock)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock, times: 3)
        #expect(focusedTexts(host).first == "received 3")
        press(host, .upArrow, clock: clock)
        press(host, .rightArrow, clock: clock)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(focusedTexts(host).first == "sent 1")
        press(host, .upArrow, clock: clock)
        press(host, .leftArrow, clock: clock)
        #expect(drawnTexts(host).contains("received 3"), "the first tab's count survived the second being shown")
        press(host, .rightArrow, clock: clock)
        #expect(drawnTexts(host).contains("sent 1"))
    }

    struct Tabs: View {
        @State var section = Section.sent
        @State var appeared: [String] = []
        var body: some View {
            VStack {
                Text("showing \(section)").id("status")
                TabView(selection: $section) {
                    Tab("Received", systemImage: "tray", value: Section.received) {
                        Button("to account") { section = .account }.onAppear { appeared.append("received") }
                    }
                    Tab("Sent", systemImage: "paperplane", value: Section.sent) {
                        Button("sent screen") {}.onAppear { appeared.append("sent") }
                    }
                    Tab("Account", systemImage: "person", value: Section.account) {
                        Button("account screen") {}
                    }
                }
                Text(appeared.joined(separator: ",")).id("log")
            }
        }
    }

    @Test func aSelectionBindingChoosesAndFollowsTheTab() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Tabs() }
        settle(host, clock)
        #expect(drawnTexts(host).contains("sent screen"), "the binding's value picks the tab shown")
        #expect(focusedTexts(host).first == "Sent", "and focus enters the bar on it")
        press(host, .leftArrow, clock: clock)
        #expect(drawnTexts(host).contains("showing received"), "focusing a tab writes the binding")
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host).contains("account screen") && drawnTexts(host).contains("showing account"),
                "writing the binding shows its tab")
        #expect(drawnTexts(host).contains("sent,received"), "each screen appeared when shown")
    }

    @Test func tagsNameTabsEitherSideOfTheirItem() throws {
        let clock = ManualClock()
        let chosen = Binding<Int>.constant(7)
        let host = identityHost(clock: clock) {
            TabView(selection: chosen) {
                Text("first").tabItem { Text("One") }.tag(3)
                Text("second").tag(7).tabItem { Text("Two") }
                ForEach([9, 11], id: \.self) { n in
                    Text("page \(n)").tabItem { Text("N\(n)") }.tag(n)
                }
            }
        }
        settle(host, clock)
        #expect(drawnTexts(host) == ["One", "Two", "N9", "N11", "second"])
    }
}
