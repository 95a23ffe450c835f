import Testing
import UICore
@testable import UIRuntime

/// A counter row with view-local state: a count (`@State`) and which button has focus (`@FocusState`).
struct CounterRow: View {
    @State private var count = 0
    @FocusState private var focused: String?
    let name: String

    init(name: String) { self.name = name }

    var body: some View {
        HStack(spacing: 20) {
            Button("\(name) \(count)") { count += 1 }.focused($focused, equals: "plus").id("\(name)-plus")
            Button("Reset") { count = 0; focused = "plus" }.focused($focused, equals: "reset").id("\(name)-reset")
        }
    }
}

final class ShowsSecondRow: @unchecked Sendable { var on = true }

@MainActor
@Suite struct ViewStateTests {
    static func host(_ flag: ShowsSecondRow) -> ViewHost<VStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: ManualClock(), measurer: ApproximateTextMeasurer()) { _ in
            VStack(spacing: 40) {
                CounterRow(name: "a")
                if flag.on { CounterRow(name: "b") }
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    static func label(_ host: ViewHost<VStack>, _ id: ViewID) -> String? {
        var found: String?
        host.root?.find(id: id)?.visit { n in
            if case .text(let t) = n.kind { found = t.string; return false }
            return true
        }
        return found
    }

    @Test func stateSurvivesRebuildsAndIsPerView() {
        let flag = ShowsSecondRow()
        let host = Self.host(flag)
        _ = host.frame()
        #expect(host.context.focusedID == "a-plus")
        host.handle(.key(KeyPress(key: .return)))
        host.handle(.key(KeyPress(key: .return)))
        _ = host.frame()
        #expect(Self.label(host, "a-plus") == "a 2")
        #expect(Self.label(host, "b-plus") == "b 0")
    }

    @Test func stateLeavesWithItsView() {
        let flag = ShowsSecondRow()
        let host = Self.host(flag)
        _ = host.frame()
        _ = host.context.focus(id: "b-plus")
        host.handle(.key(KeyPress(key: .return)))
        _ = host.frame()
        #expect(Self.label(host, "b-plus") == "b 1")
        flag.on = false
        _ = host.frame()
        flag.on = true
        _ = host.frame()
        #expect(Self.label(host, "b-plus") == "b 0")
    }

    @Test func focusStateWritesMoveFocusAndReadsFollowIt() {
        let flag = ShowsSecondRow()
        let host = Self.host(flag)
        _ = host.frame()
        _ = host.context.focus(id: "a-reset")
        _ = host.frame()
        host.handle(.key(KeyPress(key: .return))) // Reset writes focused = "plus"
        _ = host.frame()
        #expect(host.context.focusedID == "a-plus")
    }
}
