import Testing
import UICore
@testable import UIRuntime

/// A focused view that no `.id` names looks focused, as every view in Apple's examples does:
/// tvOS buttons are written `Button("Sign In") {}`, with no id, and a custom card reads
/// `@Environment(\.isFocused)` ("whether the nearest focusable ancestor has focus", Apple's
/// documentation of `EnvironmentValues.isFocused`) whether or not anything names it.
@MainActor @Suite struct UnnamedFocusLookTests {
    /// The fills of the rounded platters drawn in `node`'s subtree, in order.
    func platterFills(_ node: Node) -> [Paint?] {
        var fills: [Paint?] = []
        node.visit { n in
            if case .shape(let s) = n.kind, case .roundedRect = s.shape { fills.append(s.fill) }
            return true
        }
        return fills
    }

    /// The platter of the button focus is on (by the focus engine's id) and of the other one.
    func platters<V: View>(_ host: ViewHost<V>) throws -> (focused: Paint?, other: Paint?) {
        let focused = try #require(host.context.focusedID)
        var buttons: [Node] = []
        try #require(host.root).visit { n in
            if n.focus?.interactions != nil { buttons.append(n) }
            return true
        }
        #expect(buttons.count == 2)
        let on = try #require(buttons.first { $0.id == focused }), off = try #require(buttons.first { $0.id != focused })
        return (platterFills(on).first ?? nil, platterFills(off).first ?? nil)
    }

    @Test func aFocusedButtonWithNoIDTurnsWhite() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack {
                Button("Sign In") {}
                Button("Sign Up") {}
            }
        }
        settle(host, clock)
        var look = try platters(host)
        #expect(look.focused == .color(.white), "the first button takes focus and is white")
        #expect(look.other != .color(.white))
        press(host, .downArrow, clock: clock)
        look = try platters(host)
        #expect(host.context.focusedID == .structural(.focusable, 2))
        #expect(look.focused == .color(.white), "focus moved down: the second button is white")
        #expect(look.other != .color(.white), "and the first is grey again")
    }

    @Test func aFocusedButtonInALazyRowWithNoIDTurnsWhite() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            ScrollView {
                LazyVStack {
                    ForEach(0..<40, id: \.self) { i in
                        HStack {
                            Text("Episode \(i)")
                            Button("Play") {}
                        }
                    }
                }
            }
        }
        settle(host, clock)
        press(host, .downArrow, clock: clock, times: 3)
        let focused = try #require(host.context.focusedID)
        var white: [ViewID?] = []
        try #require(host.root).visit { n in
            if n.focus?.interactions != nil, platterFills(n).first == .color(.white) { white.append(n.id) }
            return true
        }
        #expect(white == [focused], "only the focused row's button is white")
    }

    @Test func aFocusedToggleWithNoIDLooksFocused() throws {
        let clock = ManualClock()
        let on = Binding<Bool>.constant(true)
        func toggleFills<V: View>(_ host: ViewHost<V>) -> [Paint?] {
            var fills: [Paint?] = []
            host.root?.visit { n in
                if n.focus?.interactions != nil { fills.append(platterFills(n).first ?? nil) }
                return true
            }
            return fills
        }
        let host = identityHost(clock: clock) {
            VStack {
                Toggle("Subtitles", isOn: on)
                Toggle("Audio Description", isOn: on)
            }
        }
        settle(host, clock)
        let first = toggleFills(host)
        press(host, .downArrow, clock: clock)
        let second = toggleFills(host)
        #expect(first.count == 2 && first[0] != first[1], "the focused toggle looks unlike the other")
        #expect(second.count == 2 && second[0] == first[1] && second[1] == first[0], "and the look moves with focus")
    }

    struct Card: View {
        @Environment(\.isFocused) var isFocused
        var title: String
        var body: some View { Text(isFocused ? "\(title) focused" : title).padding() }
    }

    @Test func aFocusableCardWithNoIDSeesItsFocus() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            HStack {
                Card(title: "A").focusable()
                Card(title: "B").focusable()
            }
        }
        settle(host, clock)
        #expect(drawnTexts(host) == ["A focused", "B"])
        press(host, .rightArrow, clock: clock)
        #expect(drawnTexts(host) == ["A", "B focused"])
    }

    @Test func aFocusableCardAForEachNamesSeesItsFocus() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            HStack {
                ForEach(["A", "B"], id: \.self) { title in
                    Card(title: title).focusable()
                }
            }
        }
        settle(host, clock)
        #expect(drawnTexts(host) == ["A focused", "B"])
        press(host, .rightArrow, clock: clock)
        #expect(drawnTexts(host) == ["A", "B focused"])
    }

}
