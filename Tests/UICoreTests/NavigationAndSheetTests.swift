import Testing
@testable import UICore

/// A mutable box for bindings in tests.
final class Box<T> { var value: T; init(_ v: T) { value = v } }

@Suite struct NavigationAndSheetTests {
    @Test func navigationStackShowsTheTopDestinationAndPops() {
        let path = Box<[String]>([])
        let binding = Binding(get: { path.value }, set: { path.value = $0 })
        func view() -> some View {
            NavigationStack(path: binding) { Text("Root").id("root") } destination: { id in Text(id).id("dest-\(id)") }
        }
        #expect(ResolveContext().resolve(view()).id == "root")
        path.value = ["a", "b"]
        let node = ResolveContext().resolve(view())
        #expect(node.id == "dest-b")
        node[NavigationAttributes.PopKey.self]?()
        #expect(path.value == ["a"])
    }

    @Test func sheetIsAModalScopeOverTheContentAndDismisses() {
        let shown = Box(true)
        let v = Text("Content").id("content").sheet(isPresented: Binding(get: { shown.value }, set: { shown.value = $0 })) {
            Button("OK") {}.id("ok")
        }
        let node = ResolveContext().resolve(v)
        let sheet = node.find(id: SheetAttributes.id)
        #expect(sheet?.focus?.isScope == true)
        #expect(sheet?.find(id: "ok") != nil)
        #expect(node.find(id: "content") != nil)
        sheet?[SheetAttributes.DismissKey.self]?()
        #expect(shown.value == false)
        #expect(ResolveContext().resolve(v).find(id: SheetAttributes.id) == nil)
    }

    @Test func listPutsRowsOnPlattersInAScrollView() {
        let node = ResolveContext().resolve(List { Text("A"); Text("B") }.id("l"))
        guard case .scroll(let spec) = node.kind else { Issue.record("not a scroll view"); return }
        #expect(spec.id == "l")
        var platters = 0
        node.visit { n in if case .background = n.kind { platters += 1 }; return true }
        #expect(platters == 2)
    }
}
