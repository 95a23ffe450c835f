import Testing
import UICore
@testable import UIRuntime

/// The style of Apple's `ButtonStyle` page: the label padded on a capsule, red while pressed.
private struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(20)
            .background(configuration.isPressed ? Color.red : Color.blue)
            .clipShape(Capsule())
    }
}

/// A style that looks focused through `@Environment(\.isFocused)` in a view of its own, as tvOS
/// apps write them (a custom style gets no system focus effect there).
private struct FocusAwareStyle: ButtonStyle {
    struct Face: View {
        let label: ButtonStyleConfiguration.Label
        @Environment(\.isFocused) private var isFocused
        var body: some View { label.padding(10).background(isFocused ? Color.white : Color.gray) }
    }
    func makeBody(configuration: Configuration) -> some View { Face(label: configuration.label) }
}

/// A player's controls: a view of its own, kept from frame to frame while nothing it read changes.
private struct PlayerControls: View {
    var body: some View {
        VStack {
            Button("Play") {}.id("play")
            Button("Trailer") {}.id("trailer")
        }
        .buttonStyle(CapsuleStyle())
    }
}

/// Custom `ButtonStyle`s (SwiftUI's): the button shows the style's view of its label, keeps its
/// action and focus, and is pressed while Select is held on it.
@MainActor
@Suite struct ButtonStyleTests {
    /// The colours the shapes inside the view `id` are filled with, outermost first.
    static func fills(_ host: ViewHost<some View>, _ id: ViewID) -> [Color] {
        var out: [Color] = []
        host.root?.find(id: id)?.visit { n in
            if case .shape(let s) = n.kind, case .color(let c)? = s.fill { out.append(c) }
            return true
        }
        return out
    }

    @Test func theButtonShowsTheStylesViewOfItsLabelAndKeepsItsAction() {
        let clock = ManualClock()
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = identityHost(clock: clock) {
            Button("Play") { taps.count += 1 }.buttonStyle(CapsuleStyle()).id("play")
        }
        #expect(text(host, "play") == "Play")
        #expect(Self.fills(host, "play") == [.blue], "the style's background, no platter of the bordered style")
        #expect(host.context.focusedID == "play")
        press(host, .return, clock: clock)
        #expect(taps.count == 1)
    }

    @Test func itIsPressedWhileSelectIsHeld() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { PlayerControls() }
        settle(host, clock)
        _ = host.handle(.key(KeyPress(key: .return)))
        _ = host.frame()
        #expect(Self.fills(host, "play") == [.red], "held down")
        #expect(Self.fills(host, "trailer") == [.blue], "a button not pressed")
        _ = host.handle(.key(KeyPress(key: .return, phase: .up)))
        _ = host.frame()
        settle(host, clock)
        #expect(Self.fills(host, "play") == [.blue], "released")
    }

    @Test func onAViewItStylesTheButtonsInsideThatSetNoneOfTheirOwn() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            HStack {
                Button("Play") {}.id("play")
                Button("Info") {}.buttonStyle(.plain).id("info")
            }
            .buttonStyle(FocusAwareStyle())
        }
        settle(host, clock)
        #expect(host.context.focusedID == "play")
        #expect(Self.fills(host, "play") == [.white], "the focused button looks focused")
        #expect(Self.fills(host, "info").isEmpty, "a plain button keeps its own style")
        press(host, .rightArrow, clock: clock)
        #expect(host.context.focusedID == "info")
        #expect(Self.fills(host, "play") == [.gray])
    }
}
