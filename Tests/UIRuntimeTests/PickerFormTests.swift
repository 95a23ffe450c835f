import Foundation
import Testing
import UICore
@testable import UIRuntime

/// `Picker`, `Form` and `Section` as Apple's documentation writes them, run as tvOS shows them.
@MainActor @Suite struct PickerFormTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    /// Apple's flavour picker, tagged explicitly.
    struct Flavors: View {
        @State private var selectedFlavor = Flavor.chocolate
        var body: some View {
            VStack {
                Picker("Flavor", selection: $selectedFlavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Strawberry").tag(Flavor.strawberry)
                }
                Text("chose \(selectedFlavor.rawValue)")
            }
        }
    }

    @Test func aPickerRowOpensItsChoicesAndAChoiceSetsTheSelection() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Flavors() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Flavor", "Chocolate", "chose chocolate"])
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Flavor", "Chocolate", "Flavor", "Chocolate", "✓", "Vanilla", "Strawberry", "chose chocolate"],
                "the row, then its sheet of choices")
        #expect(focusedTexts(host) == ["Chocolate", "✓"], "the chosen option has focus")
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Flavor", "Vanilla", "chose vanilla"], "the choice is made and the sheet gone")
        #expect(focusedTexts(host) == ["Flavor", "Vanilla"], "focus is back on the picker")
    }

    /// The chosen option shows secondary to the title on either platter: on the focused row's
    /// white it is dark enough to read (WCAG's 4.5:1 for text), on the unfocused grey light.
    @Test func theChosenOptionReadsOnTheFocusedRowsWhitePlatter() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Flavors() }
        settle(host, clock)
        func colour(of string: String) throws -> Color {
            try #require(host.frame().items.lazy.compactMap { item -> Color? in
                if case .text(let s, _, let c, _) = item, s == string { return c }
                return nil
            }.first)
        }
        #expect(focusedTexts(host) == ["Flavor", "Chocolate"])
        let focused = try colour(of: "Chocolate")
        // Composited over white, as the focused platter is.
        func overWhite(_ c: Double) -> Double { c * focused.alpha + (1 - focused.alpha) }
        let l = [focused.red, focused.green, focused.blue].map { v -> Double in
            let c = overWhite(v)
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
        #expect((1.05) / (luminance + 0.05) >= 4.5, "contrast against white \((1.05) / (luminance + 0.05))")
    }

    @Test func aForEachTagsItsOptionsWithTheirIdentities() {
        let clock = ManualClock()
        struct Implicit: View {
            @State var flavor = Flavor.strawberry
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
                }
            }
        }
        let host = identityHost(clock: clock) { Implicit() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Flavor", "Strawberry"])
        press(host, .return, clock: clock)
        press(host, .upArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(drawnTexts(host) == ["Flavor", "Vanilla"])
    }

    /// A picker's choices, opened from a row of a list with rows after it, are drawn above
    /// everything and unclipped: the scrim covers the window, the later rows lie beneath it.
    @Test func aPickersChoicesInAListAreDrawnAboveTheRowsAfterIt() throws {
        let clock = ManualClock()
        struct Rows: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                List {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue) }
                    }
                    Button("After") {}
                }
                .frame(width: 600, height: 300)
            }
        }
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) { Rows() }
        settle(host, clock)
        press(host, .return, clock: clock)
        let list = host.frame()
        let scrim = try #require(list.items.firstIndex {
            if case .fill(.rect, let r, let c) = $0 { return c == ModalLayer.scrimColor && r == Rect(x: 0, y: 0, width: 1280, height: 720) }
            return false
        }, "a scrim covering the whole window")
        let after = try #require(list.items.lastIndex {
            if case .text(let s, _, _, _) = $0 { return s == "After" }
            return false
        })
        #expect(after < scrim, "the row after the picker is drawn beneath the scrim")
    }

    @Test func aFormsSectionsPutTheirHeadersBetweenTheRows() {
        let clock = ManualClock()
        struct Settings: View {
            @State var subtitles = false
            @State var flavor = Flavor.vanilla
            var body: some View {
                Form {
                    Section("Video") {
                        Toggle("Subtitles", isOn: $subtitles)
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { Text($0.rawValue) }
                        }
                    }
                    Section {
                        Button("Sign Out") {}
                    } header: {
                        Text("Account")
                    } footer: {
                        Text("Signed in as Ana")
                    }
                }
            }
        }
        let host = identityHost(clock: clock) { Settings() }
        settle(host, clock)
        #expect(drawnTexts(host) == ["Video", "Subtitles", "Off", "Flavor", "vanilla", "Account", "Sign Out", "Signed in as Ana"])
        // Each row is one control, its own platter (tvOS's settings rows); the headers and the
        // footer sit between the rows on none.
        var platters = 0, listPlatters = 0
        host.root?.visit { n in
            if case .shape(let s) = n.kind, case .roundedRect = s.shape {
                platters += 1
                if s.shape == .roundedRect(cornerRadius: 16) { listPlatters += 1 } // the list's row platter
            }
            return true
        }
        #expect(platters == 3 && listPlatters == 0, "three rows, each its own platter, the headers and footer on none: \(platters), \(listPlatters)")
        press(host, .downArrow, clock: clock, times: 2)
        #expect(focusedTexts(host) == ["Sign Out"], "Down skips the header to the next section's row")
    }
}
