import Testing
@testable import UICore

/// SwiftUI's `Group`, as apps write it: its views are the container's own children, a condition
/// inside it picks one, and an environment modifier on it reaches them all.
@Suite struct GroupTests {
    /// The texts laid out in `root`, top to bottom, with their frames.
    static func texts(_ root: Node) -> [(String, Rect)] {
        var out: [(String, Rect)] = []
        root.visit { n in
            if case .text(let t) = n.kind { out.append((t.string, n.frame)) }
            return true
        }
        return out.sorted { $0.1.minY < $1.1.minY }
    }

    @Test func aGroupsViewsAreTheStacksOwnChildren() {
        let grouped = Self.texts(layout(VStack(spacing: 20) { Group { Text("A"); Text("B") }; Text("C") }))
        let flat = Self.texts(layout(VStack(spacing: 20) { Text("A"); Text("B"); Text("C") }))
        #expect(grouped.map(\.0) == ["A", "B", "C"])
        #expect(grouped.map(\.1) == flat.map(\.1), "stacked with the stack's spacing, as if written in it")
    }

    @Test func aConditionInsideAGroupAndAModifierOnItReachItsViews() {
        for loggedIn in [false, true] {
            let root = layout(Group {
                if loggedIn { Text("Welcome back") } else { Text("Sign in") }
            }.font(.title2))
            let texts = Self.texts(root).map(\.0)
            #expect(texts == [loggedIn ? "Welcome back" : "Sign in"])
            var font: Font?
            root.visit { n in if case .text = n.kind { font = n.environment.font }; return font == nil }
            #expect(font == .title2)
        }
    }
}
