import Testing
import UICore
@testable import UIRuntime

/// The focus debugger (Ctrl+D) shows what a reader says of the focused view: its accessibility
/// label, value, traits and hint.
@Suite struct FocusOverlayAccessibilityTests {
    /// The texts a display list draws.
    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
    }

    @Test func theOverlayNamesTheFocusedViewsLabelValueAndTraits() {
        let clock = ManualClock()
        var on = true
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack(spacing: 20) {
                Toggle("Reduce Motion", isOn: Binding(get: { on }, set: { on = $0 })).id("toggle")
                Button("Save") {}.accessibilityHint("Saves the list").id("save")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        var list = host.frame()
        #expect(!Self.texts(list).contains { $0.hasPrefix("Accessibility:") })
        host.handle(.key(KeyPress(key: .character("d"), modifiers: .control)))
        list = host.frame()
        #expect(Self.texts(list).contains("Accessibility: label \"Reduce Motion\" · value \"on\" · traits switch, button"),
                "\(Self.texts(list))")
        host.handle(.key(KeyPress(key: .downArrow)))
        list = host.frame()
        #expect(Self.texts(list).contains("Accessibility: label \"Save\" · traits button · hint \"Saves the list\""),
                "\(Self.texts(list))")
    }

    @Test func aHiddenViewAndANodeOutsideTheTreeSaySo() {
        let hidden = ResolveContext().resolve(Button("Secret") {}.accessibilityHidden(true))
        #expect(FocusOverlay.accessibilityLine(hidden) == "Accessibility: hidden from readers")
        #expect(FocusOverlay.accessibilityLine(nil) == "Accessibility: no focused view in the tree")
    }
}
