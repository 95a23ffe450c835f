import Testing
import UICore
@testable import UIRuntime

/// A two-level browser as Apple's `NavigationStack(path:)` documentation builds it: Back returns
/// focus to the button that pushed, as tvOS does, not to whatever lies nearest the pushed
/// screen's last focus (the first button of the list, or one that shares its structural id).
private struct Browser: View {
    let named: Bool
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 20) {
                if named {
                    Button("Open A") { path.append("A") }.id("a")
                    Button("Open B") { path.append("B") }.id("b")
                    Button("Open C") { path.append("C") }.id("c")
                } else {
                    Button("Open A") { path.append("A") }
                    Button("Open B") { path.append("B") }
                    Button("Open C") { path.append("C") }
                }
            }
        } destination: { name in
            VStack { Text("Detail \(name)"); Button("Play") {} }
        }
    }
}

/// A pushed screen whose last button lies right below where the pushing button was: a screen
/// taking focus for the first time starts at its top-most control nearest the leading edge, not
/// at whatever is nearest the button that pushed; one that says `defaultFocus` starts there.
private struct PushTarget: View {
    let prefersMore: Bool
    @State private var path: [String] = []
    @FocusState private var focus: String?
    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 20) {
                Button("Top") {}.id("top")
                Spacer()
                Button("Open") { path.append("D") }.id("open")
            }
        } destination: { _ in
            VStack(spacing: 20) {
                HStack { Button("Play") {}.id("play"); Spacer() }
                Spacer()
                Button("More") {}.id("more").focused($focus, equals: "more")
            }
            .defaultFocus($focus, prefersMore ? "more" : nil)
        }
    }
}

/// A window whose `.defaultFocus` request sits after the views bound to its state, on a view
/// the focus tree meets later than them (it matches across the window, wherever it sits).
private struct LateRequest: View {
    @FocusState private var focus: String?
    var body: some View {
        VStack(spacing: 20) {
            VStack(spacing: 20) {
                Button("Play") {}.id("play")
                Button("More") {}.id("more").focused($focus, equals: "more")
            }
            Text("Footer").defaultFocus($focus, "more")
        }
    }
}

@MainActor
@Suite struct NavigationFocusTests {
    /// The window takes focus at its default though the request is met after the bound button.
    @Test func aDefaultRequestMetAfterItsViewStillNamesIt() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { LateRequest() }
        settle(host, clock)
        #expect(host.context.focusedID == "more")
    }

    @Test(arguments: [false, true])
    func aPushedScreenTakesFocusAtItsDefault(prefersMore: Bool) {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { PushTarget(prefersMore: prefersMore) }
        settle(host, clock)
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "open")
        press(host, .return, clock: clock)
        #expect(host.context.focusedID == (prefersMore ? "more" : "play"))
        press(host, .escape, clock: clock)
        #expect(host.context.focusedID == "open")
    }

    @Test(arguments: [true, false])
    func backReturnsFocusToTheButtonThatPushed(named: Bool) {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Browser(named: named) }
        settle(host, clock)
        let first = host.context.focusedID
        press(host, .downArrow, clock: clock)
        let pusher = host.context.focusedID
        #expect(pusher != nil && pusher != first)
        press(host, .return, clock: clock)
        #expect(host.text(of: host.context.focusedID ?? "-") == "Play")
        press(host, .escape, clock: clock)
        #expect(host.context.focusedID == pusher, "focus \(host.context.focusedID?.description ?? "none"), pushed from \(pusher?.description ?? "none")")
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        press(host, .escape, clock: clock)
        #expect(host.context.focusedID?.description == (named ? "c" : "auto-3"))
    }
}
