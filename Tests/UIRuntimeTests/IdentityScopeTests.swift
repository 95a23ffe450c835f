import Testing
import UICore
@testable import UIRuntime

/// Identity as SwiftUI has it, from a tvOS developer's report: two sections,
/// each `VStack { ForEach(0..<n) { i in Button("…") {} } }.focusSection()`. With ids global, the
/// second list's rows 0–2 shared the first list's ids and could never take focus: Right landed
/// on row 3, and Down then went 4, 5, 5, 5.
@MainActor
@Suite struct IdentityScopeTests {
    /// Two sections side by side, `left` and `right` rows, each row a button in a `ForEach`
    /// over `0..<n` (with `.id(i)` when `explicit`).
    struct TwoLists: View {
        var left = 6, right = 6, explicit = false
        var body: some View {
            HStack(alignment: .top, spacing: 200) {
                VStack(spacing: 20) {
                    ForEach(0..<left) { i in
                        if explicit { Button("Group \(i)") {}.id(i) } else { Button("Group \(i)") {} }
                    }
                }
                .focusSection()
                VStack(spacing: 20) {
                    ForEach(0..<right) { i in
                        if explicit { Button("Programme \(i)") {}.id(i) } else { Button("Programme \(i)") {} }
                    }
                }
                .focusSection()
            }
        }
    }

    /// The names focus takes after pressing `keys` one by one, starting with the first focus.
    static func path<V: View>(_ host: ViewHost<V>, _ keys: [Key]) -> [String] {
        var names = [host.context.focusedID?.description ?? "nil"]
        for key in keys {
            press(host, key)
            names.append(host.context.focusedID?.description ?? "nil")
        }
        return names
    }

    @Test func twoForEachListsOfTheSameIntegersAreTwelveViews() {
        let host = identityHost { TwoLists() }
        let names = Self.path(host, [.rightArrow, .downArrow, .downArrow, .downArrow, .leftArrow])
        #expect(names == ["0", "@2/0", "@2/1", "@2/2", "@2/3", "3"])
        #expect(host.context.id(named: "@2/3") != nil)
        #expect(host.context.id(named: "@2/3") != host.context.id(named: "3"))
    }

    @Test func anIdWithTheElementsOwnValueIsScopedToItsForEachToo() {
        let host = identityHost { TwoLists(explicit: true) }
        let names = Self.path(host, [.rightArrow, .downArrow, .downArrow])
        #expect(names == ["0", "@2/0", "@2/1", "@2/2"])
        // The app's own value finds the view in the first scope that has it.
        #expect(host.context.focus(id: ViewID(4)))
        #expect(host.context.focusedID?.description == "4")
        #expect(host.context.focusedID?.value(as: Int.self) == 4)
    }

    @Test func anIdDeeperInARowIsUniqueWithinItsRow() {
        // `.id(i)` on a button inside each row's HStack, in two lists: six buttons, not three.
        let host = identityHost {
            HStack(spacing: 200) {
                VStack(spacing: 20) { ForEach(0..<3) { i in HStack { Text("Group"); Button("\(i)") {}.id(i) } } }.focusSection()
                VStack(spacing: 20) { ForEach(0..<3) { i in HStack { Text("Programme"); Button("\(i)") {}.id(i) } } }.focusSection()
            }
        }
        let names = Self.path(host, [.downArrow, .rightArrow, .downArrow])
        #expect(names == ["0/0", "1/1", "@2/1/1", "@2/2/2"])
        #expect(Set(names).count == 4)
    }

    @Test func aForEachInsideANamedViewIsLabelledByIt() {
        let host = identityHost {
            HStack(spacing: 100) {
                VStack { ForEach(0..<3) { i in Button("Group \(i)") {} } }.focusSection().id("groups")
                VStack { ForEach(0..<3) { i in Button("Programme \(i)") {} } }.focusSection().id("programmes")
            }
        }
        #expect(Self.path(host, [.downArrow, .rightArrow, .downArrow]) == ["groups/0", "groups/1", "programmes/1", "programmes/2"])
    }

    @Test func whereTheIdSitsInTheModifierChainDoesNotChangeWhichViewItNames() {
        let host = identityHost {
            HStack(spacing: 40) {
                Text("A").focusable().frame(width: 200).id("a")
                Text("B").id("b").padding(10).focusable()
                Text("C").focusable().padding(10).background(Color.blue).id("c")
            }
        }
        #expect(host.context.focusedID == "a")
        #expect(Self.path(host, [.rightArrow, .rightArrow]) == ["a", "b", "c"])
        #expect(host.context.focus(id: "b"))
        #expect(host.context.focusedID == "b")
    }

    @Test func twoViewsWithOneIdInOneScopeAreReportedOnce() throws {
        let host = identityHost {
            VStack {
                Button("One") {}.id("same")
                Button("Two") {}.id("same")
                ForEach([1, 2, 1], id: \.self) { i in Text("\(i)").focusable() }
            }
        }
        let root = try #require(host.root)
        let found = IdentityCheck.duplicates(in: root)
        #expect(found.map(\.name).sorted() == ["1", "same"])
        let same = try #require(found.first { $0.name == "same" })
        #expect(same.count == 2)
        #expect(same.message.contains("same") && same.message.contains("Button"))
        // Reported once per name for the life of the checker, however many frames show it.
        let check = IdentityCheck()
        var lines: [String] = []
        check.report(root) { lines.append($0) }
        check.report(root) { lines.append($0) }
        #expect(lines.count == 2)
    }
}

/// A guide's programme list: a lazy list of rows bound to a focus state.
final class GuideModel: @unchecked Sendable {
    let focus = FocusState<Int?>()
}

/// A row reached through `@FocusState` before it was built is read by its own label, from a
/// tvOS developer's report: it was spoken "value 500" with no label.
@MainActor
@Suite struct FocusStateSpeechTests {
    @Test func aRowFocusedBeforeItWasBuiltIsReadByItsLabel() {
        let clock = ManualClock(), model = GuideModel()
        let host = identityHost(Size(width: 1920, height: 1080), clock: clock) {
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach(0..<50_000) { i in
                        Button("Programme \(i)") {}
                            .focused(model.focus, equals: i)
                    }
                }
            }
        }
        host.speech.setEnabled(true)
        settle(host, clock)
        _ = host.speech.takeSpoken()
        model.focus.wrappedValue = 500
        _ = host.frame()
        settle(host, clock)
        #expect(host.context.focusedID?.description == "500")
        let spoken = host.speech.takeSpoken().map(\.text)
        #expect(spoken == ["Programme 500, button, 501 of 50000"], "\(spoken)")
    }
}

/// Headings are announced when focus enters their part of the screen: a
/// settings list's section headers and a sidebar's title were never spoken.
@MainActor
@Suite struct HeadingSpeechTests {
    final class Switches: @unchecked Sendable { var values = [false, true, false] }

    @Test func enteringAPartUnderAnotherHeadingSaysTheHeadingFirst() {
        let switches = Switches()
        func binding(_ i: Int) -> Binding<Bool> { Binding(get: { switches.values[i] }, set: { switches.values[i] = $0 }) }
        let host = identityHost {
            VStack(alignment: .leading, spacing: 20) {
                Text("Display").accessibilityAddTraits(.isHeader)
                Toggle("Reduce Motion", isOn: binding(0))
                Toggle("Watch Layout", isOn: binding(1))
                Text("Accessibility").accessibilityAddTraits(.isHeader)
                Toggle("Spoken Feedback", isOn: binding(2))
            }
        }
        host.speech.setEnabled(true)
        _ = host.frame()
        #expect(host.speech.takeSpoken().map(\.text) == ["Spoken feedback on", "Display, heading", "Reduce Motion, off, switch button"])
        press(host, .downArrow)
        #expect(host.speech.takeSpoken().map(\.text) == ["Watch Layout, on, switch button"])
        press(host, .downArrow)
        #expect(host.speech.takeSpoken().map(\.text) == ["Accessibility, heading", "Spoken Feedback, off, switch button"])
        press(host, .upArrow)
        #expect(host.speech.takeSpoken().map(\.text) == ["Display, heading", "Watch Layout, on, switch button"])
    }

    @Test func aHeadingBelongsToItsOwnFocusSection() {
        let host = identityHost {
            HStack(alignment: .top, spacing: 100) {
                VStack { Text("Categories").accessibilityAddTraits(.isHeader); Button("Dessert") {}; Button("Salad") {} }.focusSection()
                VStack { Button("Tiramisu") {}; Button("Baklava") {} }.focusSection()
            }
        }
        host.speech.setEnabled(true)
        _ = host.frame()
        // Focus starts on the topmost view, Tiramisu: its section has no heading.
        #expect(host.speech.takeSpoken().map(\.text) == ["Spoken feedback on", "Tiramisu, button"])
        press(host, .leftArrow)
        #expect(host.speech.takeSpoken().map(\.text) == ["Categories, heading", "Dessert, button"])
        press(host, .downArrow)
        #expect(host.speech.takeSpoken().map(\.text) == ["Salad, button"])
        press(host, .rightArrow)
        let right = host.speech.takeSpoken().map(\.text)
        #expect(right.count == 1 && right[0].hasSuffix(", button"), "\(right)")
        press(host, .leftArrow)
        #expect(host.speech.takeSpoken().map(\.text).first == "Categories, heading")
    }
}

/// Announced is what happens: on the "Added to Grocery List" sheet the reader
/// said "View Grocery List, button" and Return pressed the sheet's default OK instead.
@MainActor
@Suite struct ReturnPressesWhatIsAnnouncedTests {
    final class Log: @unchecked Sendable { var pressed: [String] = [] }

    @Test func returnPressesTheFocusedButtonAndTheDefaultOnlyWhenNothingPressableHasFocus() {
        let log = Log()
        let host = identityHost {
            VStack(spacing: 30) {
                Text("Note").focusable().id("note")
                Button("View Grocery List") { log.pressed.append("view") }.id("view")
                Button("OK") { log.pressed.append("ok") }.keyboardShortcut(.defaultAction).id("ok")
            }
        }
        #expect(host.context.focus(id: "view"))
        _ = host.frame()
        press(host, .return)
        #expect(log.pressed == ["view"])
        #expect(host.context.focus(id: "note"))
        _ = host.frame()
        press(host, .return)
        #expect(log.pressed == ["view", "ok"])
    }
}
