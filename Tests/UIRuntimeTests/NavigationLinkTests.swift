import Testing
import UICore
@testable import UIRuntime

/// `NavigationStack` as Apple's documentation writes it: links pushing values shown by
/// `navigationDestination(for:)`, links with destination views, paths bound as `[V]` and
/// `NavigationPath`, and the screens beneath keeping their state.
@MainActor @Suite struct NavigationLinkTests {
    struct Park: Hashable, Identifiable {
        var name: String
        var id: String { name }
    }
    nonisolated static let parks = [Park(name: "Yosemite"), Park(name: "Zion"), Park(name: "Acadia")]

    struct ParkDetails: View {
        var park: Park
        var body: some View {
            VStack {
                Text("\(park.name) details")
                Button("Directions") {}
            }
        }
    }

    @Test func aValueLinkShowsTheDestinationDeclaredForItsType() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            NavigationStack {
                List(Self.parks) { park in NavigationLink(park.name, value: park) }
                    .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
            }
        }
        settle(host, clock)
        press(host, .downArrow, clock: clock)
        #expect(focusedTexts(host).first == "Zion")
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Zion details", "Directions"])
        #expect(focusedTexts(host).first == "Directions", "the pushed screen takes focus")
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["Yosemite", "Zion", "Acadia"])
        #expect(focusedTexts(host).first == "Zion", "Back returns focus to the link that pushed")
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    @Test func aDestinationViewLinkPushesItAndTheRootKeepsItsState() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            NavigationStack {
                VStack {
                    Counter()
                    NavigationLink("Settings") { Text("Settings screen"); Button("Done") {} }
                }
            }
        }
        settle(host, clock)
        press(host, .return, clock: clock, times: 2)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Settings screen", "Done"])
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["count 2", "Settings"], "the root's state outlived the pushed screen")
        #expect(focusedTexts(host).first == "Settings")
        press(host, .upArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["count 3", "Settings"])
    }

    /// The string-path stack the cookbook uses: its root keeps its state under a pushed screen.
    @Test func aStringPathStacksRootKeepsItsState() throws {
        let clock = ManualClock()
        struct Browser: View {
            @State var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Counter()
                        Button("open") { path.append("detail") }
                    }
                } destination: { name in
                    VStack {
                        Text(name)
                        Counter()
                    }
                }
            }
        }
        let host = identityHost(clock: clock) { Browser() }
        settle(host, clock)
        press(host, .return, clock: clock, times: 3)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["detail", "count 1"], "the pushed screen's counter is its own")
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["count 3", "open"])
        press(host, .upArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["count 4", "open"], "the count it shows is the count it keeps")
    }

    @Test func aBoundPathOpensDeepAndPopsLevelByLevel() throws {
        let clock = ManualClock()
        struct Deep: View {
            @State var path = [Park(name: "Zion"), Park(name: "Acadia")]
            var body: some View {
                NavigationStack(path: $path) {
                    List(NavigationLinkTests.parks) { park in NavigationLink(park.name, value: park) }
                        .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
                }
            }
        }
        let host = identityHost(clock: clock) { Deep() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Acadia details", "Directions"], "the path's last value shows")
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["Zion details", "Directions"])
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["Yosemite", "Zion", "Acadia"])
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() throws {
        let clock = ManualClock()
        struct Mixed: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text("depth \(path.count)")
                        Button("number") { path.append(7) }
                        Button("word") { path.append("seven") }
                    }
                    .navigationDestination(for: Int.self) { n in Button("number \(n)") { path.append("after \(n)") } }
                    .navigationDestination(for: String.self) { s in Button("word \(s)") {} }
                }
            }
        }
        let host = identityHost(clock: clock) { Mixed() }
        settle(host, clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["number 7"])
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["word after 7"])
        pressBack(host, clock: clock)
        pressBack(host, clock: clock)
        #expect(drawnTexts(host) == ["depth 0", "number", "word"])
    }

    @Test func aLinkOutsideAStackIsDisabled() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack {
                NavigationLink("Nowhere", value: 1)
                Button("Here") {}
            }
        }
        settle(host, clock)
        #expect(focusedTexts(host).first == "Here", "a link with no stack cannot take focus")
    }
}
