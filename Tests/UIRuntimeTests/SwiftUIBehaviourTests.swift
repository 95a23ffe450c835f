import Testing
import UICore
@testable import UIRuntime

/// A child view bound to its parent's focus state through `FocusState.Binding`.
struct BoundChild: View {
    let focus: FocusState<String?>.Binding
    var body: some View {
        HStack(spacing: 20) {
            Button("first") {}.focused(focus, equals: "first").id("first")
            // Writing through the binding moves focus, as writing the parent's state does.
            Button("jump") { focus.wrappedValue = "first" }.focused(focus, equals: "jump").id("jump")
        }
    }
}

/// A parent with a focus state, its child, an exit command and a sheet for an item.
struct BindingParent: View {
    struct Item: Identifiable { let id: String }
    @FocusState private var focused: String?
    @State private var item: Item?
    let exits: ExitCount

    var body: some View {
        VStack(spacing: 40) {
            Button("open") { item = Item(id: "x") }.id("open")
            BoundChild(focus: $focused)
        }
        .onExitCommand { exits.value += 1 }
        .sheet(item: $item) { item in Button("inside \(item.id)") {}.id("inside") }
    }
}

final class ExitCount: @unchecked Sendable { var value = 0 }

@MainActor
@Suite struct SwiftUIBehaviourTests {
    static func host(_ exits: ExitCount) -> ViewHost<BindingParent> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: ManualClock(), measurer: ApproximateTextMeasurer()) { _ in
            BindingParent(exits: exits)
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        _ = host.frame()
        return host
    }

    static func press(_ host: ViewHost<BindingParent>, _ key: Key) {
        host.handle(.key(KeyPress(key: key)))
        _ = host.frame()
        _ = host.frame()
    }

    @Test func aChildWritesItsParentsFocusStateThroughABinding() {
        let host = Self.host(ExitCount())
        #expect(host.context.focus(id: "jump"))
        _ = host.frame()
        Self.press(host, .return)
        #expect(host.context.focusedID == "first")
    }

    @Test func backRunsTheExitCommandAroundTheFocusedView() {
        let exits = ExitCount()
        let host = Self.host(exits)
        #expect(host.context.focusedID == "open")
        Self.press(host, .escape)
        #expect(exits.value == 1)
        #expect(host.context.focusedID == "open")
    }

    @Test func aSheetForAnItemTakesFocusAndBackClosesItBeforeTheExitCommandAroundIt() {
        let exits = ExitCount()
        let host = Self.host(exits)
        Self.press(host, .return)
        #expect(host.root?.find(id: SheetAttributes.id) != nil)
        #expect(host.context.focusedID == "inside")
        Self.press(host, .escape)
        #expect(host.root?.find(id: SheetAttributes.id) == nil)
        #expect(host.context.focusedID == "open")
        #expect(exits.value == 0, "Back closes the sheet; the exit command of the content under it does not run")
    }
}
