import Testing
import UICore
@testable import UIRuntime

/// `buttonStyle(_:)` on any view styles the buttons inside it, as SwiftUI's does:
/// `NavigationLink(value: video) { VideoCard(video) }.buttonStyle(.card)` (Apple's tvOS card
/// links), or a row of plain buttons.
@MainActor @Suite struct ButtonStyleEnvironmentTests {
    /// How many rounded platters (bordered buttons' backgrounds) the tree draws.
    func platters<V: View>(_ host: ViewHost<V>) -> Int {
        var n = 0
        host.root?.visit { node in
            if case .shape(let s) = node.kind, s.shape == .roundedRect(cornerRadius: 12), s.fill != nil { n += 1 }
            return true
        }
        return n
    }

    @Test func aContainersStyleReachesItsButtonsAndLinks() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            NavigationStack {
                VStack {
                    HStack {
                        Button("A") {}
                        NavigationLink("B", value: 1)
                    }
                    .buttonStyle(.plain)
                    Button("C") {}
                }
            }
        }
        settle(host, clock)
        #expect(platters(host) == 1, "only C, outside the plain row, has a platter")
    }

    @Test func aButtonsOwnStyleWinsOverItsContainers() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            HStack {
                Button("A") {}.buttonStyle(.bordered)
                Button("B") {}
            }
            .buttonStyle(.plain)
        }
        settle(host, clock)
        #expect(platters(host) == 1)
    }

    @Test func aCardLinkIsACard() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            NavigationStack {
                NavigationLink(value: 4) { Color.blue.frame(width: 320, height: 180) }
                    .buttonStyle(.card)
            }
        }
        settle(host, clock)
        var cards = 0
        host.root?.visit { n in
            if n[Button.CardKey.self] == true { cards += 1 }
            return true
        }
        #expect(cards == 1)
    }
}
