import Testing
import UICore
@testable import UIRuntime

/// `pickerStyle(.segmented)` as Apple's documentation writes it: the options side by side in a
/// segmented control, for two to five options; set on a picker or on a view holding pickers.
@MainActor @Suite struct SegmentedPickerTests {
    /// Apple's flavours, as the automatic picker's tests have them.
    typealias Flavor = PickerFormTests.Flavor

    /// Apple's flavour picker in the segmented style, with a line reading the selection.
    struct Flavors: View {
        @State private var selectedFlavor = Flavor.chocolate
        var body: some View {
            VStack {
                Picker("Flavor", selection: $selectedFlavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Strawberry").tag(Flavor.strawberry)
                }
                .pickerStyle(.segmented)
                Text("chose \(selectedFlavor.rawValue)")
            }
            .frame(width: 900)
        }
    }

    @Test func everyOptionIsASegmentAndSelectOnOneChoosesIt() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Flavors() }
        settle(host, clock)
        // No title and no sheet: the three options side by side.
        #expect(drawnTexts(host) == ["Chocolate", "Vanilla", "Strawberry", "chose chocolate"])
        #expect(focusedTexts(host) == ["Chocolate"])
        // Focus moves along the segments; moving chooses nothing.
        press(host, .rightArrow, clock: clock)
        press(host, .rightArrow, clock: clock)
        #expect(focusedTexts(host) == ["Strawberry"])
        #expect(drawnTexts(host).last == "chose chocolate")
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Chocolate", "Vanilla", "Strawberry", "chose strawberry"])
        #expect(focusedTexts(host) == ["Strawberry"], "focus stays on the segment chosen")
        // The chosen segment reads as selected, the others not.
        let root = try #require(host.root)
        let tree = AccessibilityTree(root: root, focusedID: host.context.focusedID, scale: 1, canvas: Size(width: 1280, height: 720))
        let selected = tree.elements.filter { $0.states.contains(.selected) }.map(\.name)
        #expect(selected == ["Strawberry"])
    }

    @Test func theSegmentsShareTheRowsWidthAndLieSideBySide() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Flavors() }
        settle(host, clock)
        // Each segment: the focusable node holding its title.
        var frames: [Rect] = []
        host.root?.visit { node in
            guard node.focus?.interactions != nil else { return true }
            frames.append(node.frame)
            return false
        }
        try #require(frames.count == 3)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(abs(a.width - b.width) < 0.5, "\(a.width) against \(b.width)")
            #expect(abs(a.minY - b.minY) < 0.5 && b.minX > a.maxX)
        }
        #expect(frames[2].maxX - frames[0].minX > 880, "the three span the picker's 900-point width")
    }

    /// Set on a view holding pickers, the style reaches each of them; a picker outside keeps the
    /// platform's row.
    @Test func theStyleReachesEveryPickerInsideTheViewItIsSetOn() {
        struct Two: View {
            @State var a = Flavor.vanilla
            @State var b = Flavor.chocolate
            @State var c = Flavor.strawberry
            var body: some View {
                VStack {
                    VStack {
                        Picker("First", selection: $a) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                        Picker("Second", selection: $b) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                    }
                    .pickerStyle(.segmented)
                    Picker("Third", selection: $c) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                        .pickerStyle(.automatic)
                }
            }
        }
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Two() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["chocolate", "vanilla", "strawberry", "chocolate", "vanilla", "strawberry", "Third", "strawberry"])
    }
}

/// `pickerStyle(.menu)` as Apple's documentation writes it: the options in a menu opened from a
/// button that shows the chosen one.
@MainActor @Suite struct MenuPickerTests {
    struct Flavors: View {
        @State private var selectedFlavor = SegmentedPickerTests.Flavor.vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $selectedFlavor) {
                    ForEach(SegmentedPickerTests.Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.menu)
                Text("chose \(selectedFlavor.rawValue)")
            }
        }
    }

    @Test func selectOpensTheOptionsAsAMenuAndAChoiceSetsTheSelection() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Flavors() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Flavor", "Vanilla", "chose vanilla"])
        #expect(focusedTexts(host) == ["Flavor", "Vanilla"])
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Flavor", "Vanilla", "chose vanilla", "Chocolate", "Vanilla", "✓", "Strawberry"],
                "the menu beside the button, the chosen option checked")
        press(host, .downArrow, clock: clock, times: 2)
        #expect(focusedTexts(host) == ["Strawberry"])
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Flavor", "Strawberry", "chose strawberry"], "the choice is made and the menu gone")
        #expect(focusedTexts(host) == ["Flavor", "Strawberry"], "focus is back on the picker")
        // Back closes the menu and changes nothing.
        press(host, .return, clock: clock)
        press(host, .escape, clock: clock)
        #expect(drawnTexts(host) == ["Flavor", "Strawberry", "chose strawberry"])
    }
}
