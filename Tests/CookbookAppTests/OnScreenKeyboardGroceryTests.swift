import Testing
import UICore
@testable import CookbookApp

/// The on-screen keyboard on the grocery list: its keys edit the name as typing does.
@MainActor
@Suite struct OnScreenKeyboardGroceryTests {
    /// A pad tap and one frame, no time passing (so a typing debounce cannot come due).
    static func tap(_ h: Harness, _ b: PadButton) {
        h.runtime.handle(.pad(b, pressed: true))
        h.runtime.handle(.pad(b, pressed: false))
        _ = h.runtime.frame()
    }

    @Test func movingBetweenKeysIsStillEditingAndClosingCommits() throws {
        let h = try Harness(screen: .grocery)
        h.focus("grocery-3-name")
        Self.tap(h, .a)
        #expect(h.focused == "osk-a")
        h.trace.removeAll()
        Self.tap(h, .a)
        Self.tap(h, .dpadRight)
        Self.tap(h, .a)
        #expect(h.focused == "osk-b")
        #expect(h.trace.contains { $0.contains("\"id\":\"grocery-3-name\",\"value\":\"Ab\"") })
        #expect(!h.trace.contains { $0.contains("\"event\":\"data\"") }, "the debounce decides, not moves between keys")
        Self.tap(h, .b)
        _ = h.runtime.frame()
        #expect(h.focused == "grocery-3-name")
        #expect(h.trace.contains { $0.contains("\"event\":\"data\",\"what\":\"grocery name grocery-3\"") })
        #expect(h.model.userData.grocery.items.last?.name == "Ab")
    }

    @Test func shoulderButtonsWaitWhileTheKeyboardIsOpen() throws {
        let h = try Harness(screen: .grocery)
        h.focus("grocery-1-name")
        h.pad(.a)
        h.pad(.rightShoulder)
        #expect(h.model.navigation.screen == .grocery)
        #expect(h.focused == "osk-a")
        h.pad(.b)
        h.pad(.rightShoulder)
        #expect(h.model.navigation.screen == .gallery)
    }
}
