import Testing
@testable import UICore
@testable import UIRuntime

/// An app whose views do not fill the window stays where it was, centred, when the runtime's
/// modal panels open over it, as an app's views stay put under a tvOS menu or keyboard. Before,
/// the app's root was aligned as the panel is: with a menu open it jumped to the window's top
/// left corner, with the keyboard to its bottom edge.
@MainActor
@Suite struct ModalOverlayTests {
    @Test func aMenuLeavesTheAppWhereItWas() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack(spacing: 40) {
                Text("Nothing chosen")
                Menu("Actions") { Button("Duplicate") {}.id("duplicate") }.id("actions")
            }
            .padding(80)
        }
        let before = try #require(host.root?.find(id: "actions")?.frame)
        press(host, .return, clock: clock)
        #expect(host.isContextMenuOpen)
        #expect(host.root?.find(id: "actions")?.frame == before)
        // The menu sits top-aligned with the button, inside the window's safe margins.
        let panel = try #require(host.root?.find(id: ContextMenuPresenter.panelID)?.frame)
        #expect(panel.minX >= 60 && panel.maxX <= 1220 && panel.minY == before.minY, "panel \(panel), button \(before)")
    }

    @Test func theKeyboardLeavesTheAppWhereItWasAndSitsAtTheBottom() throws {
        final class Name { var text = "" }
        let name = Name(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack(spacing: 40) {
                TextField("Name", text: Binding(get: { name.text }, set: { name.text = $0 })).id("name")
                Button("Save") {}.id("save")
            }
            .padding(80)
        }
        let before = try #require(host.root?.find(id: "name")?.frame)
        _ = host.handle(.pad(.a, pressed: true))
        _ = host.handle(.pad(.a, pressed: false))
        settle(host, clock)
        #expect(host.isKeyboardOpen)
        #expect(host.root?.find(id: "name")?.frame == before)
        let key = try #require(host.root?.find(id: "osk-space")?.frame)
        #expect(key.minY > before.maxY, "the keyboard is below the field, at the window's bottom")
    }
}
