import Foundation
import Testing
import UICore
@testable import UIRuntime

/// `ForEach.onDelete(perform:)` as Apple documents it, answering a Mac keyboard's Delete key on
/// the focused element: the action gets that element's offset and removes it with
/// `remove(atOffsets:)`. A reuser's settings screen written from SwiftUI's documentation did not
/// compile before (no `onDelete`, no `remove(atOffsets:)`).
@MainActor
@Suite struct OnDeleteTests {
    /// Favourites as buttons, in a stack or a list, deletable unless `deletable` is false.
    struct Favourites: View {
        let inList: Bool
        let deletable: Bool
        @State private var names = ["News", "Sport", "Films"]
        var body: some View {
            VStack {
                Text("\(names.count) favourites").id(ViewID("count"))
                if inList {
                    List { rows }
                } else {
                    VStack { rows }
                }
            }
        }
        var rows: some View {
            ForEach(names, id: \.self) { name in
                Button(name) {}.id(ViewID(name))
            }
            .onDelete(perform: deletable ? { names.remove(atOffsets: $0) } : nil)
        }
    }

    /// A host of `Favourites` in which Delete was pressed with "Sport" focused.
    func deletingSport(inList: Bool, deletable: Bool) -> ViewHost<ViewGroup> {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Favourites(inList: inList, deletable: deletable) }
        settle(host, clock)
        _ = host.context.focus(id: ViewID("Sport"))
        settle(host, clock)
        press(host, .delete, clock: clock)
        return host
    }

    @Test(arguments: [false, true])
    func deleteRemovesTheFocusedElement(inList: Bool) {
        let host = deletingSport(inList: inList, deletable: true)
        #expect(text(host, ViewID("count")) == "2 favourites")
        #expect(host.root?.find(id: ViewID("Sport")) == nil)
        #expect(host.root?.find(id: ViewID("News")) != nil && host.root?.find(id: ViewID("Films")) != nil)
        #expect(host.context.focusedID != nil && host.context.focusedID != ViewID("Sport"), "focus moved on: \(String(describing: host.context.focusedID))")
    }

    @Test func withoutAnActionDeleteChangesNothing() {
        let host = deletingSport(inList: false, deletable: false)
        #expect(text(host, ViewID("count")) == "3 favourites")
        #expect(host.context.focusedID == ViewID("Sport"))
    }

    @Test func removeAtOffsetsRemovesEachOffsetOnce() {
        var numbers = [1, 2, 3, 4, 5]
        numbers.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(numbers == [2, 4])
    }
}
