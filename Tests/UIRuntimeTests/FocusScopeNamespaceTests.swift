import Testing
import UICore
@testable import UIRuntime

/// `@Namespace`, `focusScope(_:)`, `prefersDefaultFocus(_:in:)` and `@Environment(\.resetFocus)`,
/// as Apple documents them with three buttons in a stack: button "3" prefers default focus in the
/// stack's namespace, so it, not the first button, has focus when the stack shows; a person who
/// moves down to "Reset to default focus" and presses it gets focus back on "3". A tvOS app
/// written from that page did not compile: none of the four existed.
@MainActor
@Suite struct FocusScopeNamespaceTests {
    /// Apple's example, as the documentation of `prefersDefaultFocus(_:in:)` writes it.
    struct ContentView: View {
        @Namespace var mainNamespace
        @Environment(\.resetFocus) var resetFocus

        var body: some View {
            VStack {
                Button("1") {}
                Button("2") {}
                Button("3") {}
                    .prefersDefaultFocus(in: mainNamespace)
                Button("Reset to default focus") {
                    resetFocus(in: mainNamespace)
                }
            }
            .focusScope(mainNamespace)
        }
    }

    @Test func theViewPreferringDefaultFocusHasItWhenTheScopeShows() {
        let host = identityHost { ContentView() }
        _ = host.frame()
        #expect(focusedTexts(host) == ["3"])
    }

    @Test func resetFocusGivesFocusBackToTheScopesDefault() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { ContentView() }
        settle(host, clock)
        press(host, .downArrow, clock: clock)
        #expect(focusedTexts(host) == ["Reset to default focus"])
        press(host, .return, clock: clock)
        #expect(focusedTexts(host) == ["3"])
    }

    /// Two scopes side by side, each with its own namespace: a reset in one gives focus to that
    /// scope's default, not the other's, so each view's `@Namespace` names a scope of its own.
    struct TwoColumns: View {
        var body: some View {
            HStack {
                Column(title: "A", preferred: "A2")
                Column(title: "B", preferred: "B3")
            }
        }
    }

    struct Column: View {
        let title: String
        let preferred: String
        @Namespace private var column
        @Environment(\.resetFocus) private var resetFocus

        var body: some View {
            VStack {
                ForEach(1...3, id: \.self) { n in
                    Button("\(title)\(n)") {}.prefersDefaultFocus("\(title)\(n)" == preferred, in: column)
                }
                Button("Reset \(title)") { resetFocus(in: column) }
            }
            .focusScope(column)
        }
    }

    @Test func eachViewsNamespaceNamesItsOwnScope() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { TwoColumns() }
        settle(host, clock)
        press(host, .rightArrow, clock: clock)
        press(host, .downArrow, clock: clock, times: 3)
        #expect(focusedTexts(host) == ["Reset B"])
        press(host, .return, clock: clock)
        #expect(focusedTexts(host) == ["B3"], "column B's default, not column A's")
        press(host, .leftArrow, clock: clock)
        press(host, .downArrow, clock: clock, times: 3)
        #expect(focusedTexts(host) == ["Reset A"])
        press(host, .return, clock: clock)
        #expect(focusedTexts(host) == ["A2"])
    }

    /// A view's namespace is the same every frame it is shown: a reset asked for many frames
    /// after the view appeared still finds the scope.
    @Test func aNamespaceKeepsItsNameFromFrameToFrame() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { ContentView() }
        for _ in 0..<5 { clock.advance(by: 1); _ = host.frame() }
        press(host, .downArrow, clock: clock)
        press(host, .upArrow, clock: clock, times: 3)
        #expect(focusedTexts(host) == ["1"])
        press(host, .downArrow, clock: clock, times: 3)
        press(host, .return, clock: clock)
        #expect(focusedTexts(host) == ["3"])
    }
}
