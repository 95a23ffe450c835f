import Testing
import UICore
@testable import UIRuntime

/// Each row of a lazy stack keeps its own state, whatever view the row's outermost is: Apple's
/// lists are written `ForEach(items) { item in HStack { Text(item.name); Counter() } }`, and
/// SwiftUI gives each row's `Counter` its own `@State` (a view's identity includes its
/// `ForEach` element's).
@MainActor @Suite struct LazyRowStateTests {
    struct Counter: View {
        @State var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    func titles<V: View>(_ host: ViewHost<V>) -> [String] {
        var out: [String] = []
        host.root?.visit { n in
            if case .text(let t) = n.kind, t.string.hasPrefix("Count") { out.append(t.string) }
            return true
        }
        return out
    }

    @Test func aCounterInsideARowStackKeepsItsOwnCount() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            ScrollView {
                LazyVStack {
                    ForEach(0..<5, id: \.self) { i in
                        HStack {
                            Text("Row \(i)")
                            Counter()
                        }
                    }
                }
            }
        }
        settle(host, clock)
        press(host, .return, clock: clock)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        press(host, .return, clock: clock)
        #expect(titles(host) == ["Count 1", "Count 2", "Count 0", "Count 0", "Count 0"])
    }
}
