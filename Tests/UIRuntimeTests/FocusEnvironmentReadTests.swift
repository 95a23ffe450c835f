import Testing
import UICore
@testable import UIRuntime

/// A poster's artwork: plain values, reading nothing of the environment's focus.
private struct PosterArt: View {
    let title: String
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 120) }
}

/// A caption that changes with focus (`@Environment(\.isFocused)`), as a tvOS cell's does.
private struct FocusCaption: View {
    let title: String
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text(isFocused ? "\(title) ▸" : title) }
}

/// A caption whose text scrolls when it does not fit and its poster is focused.
private struct ScrollingCaption: View {
    let title: String
    var body: some View { Text(title).marqueeWhenFocused().frame(width: 60) }
}

/// A shelf of posters as a tvOS app writes one: each a button whose label is the artwork and a caption.
private struct Shelf: View {
    var body: some View {
        HStack(spacing: 40) {
            ForEach(["Alpha", "Bravo", "Charlie"], id: \.self) { title in
                Button {} label: {
                    VStack {
                        PosterArt(title: title)
                        FocusCaption(title: title)
                        ScrollingCaption(title: "\(title) and a much longer subtitle than fits")
                    }
                }
                .buttonStyle(.card)
                .id(title)
            }
        }
    }
}

/// A view's `body` runs again only when an environment value it read changed, as SwiftUI
/// tracks environment dependencies per value: focus moving onto a button changes `isFocused`
/// in its label's environment, which re-runs the views of the label that read it — not the
/// artwork beside them, which read nothing of it.
@MainActor
@Suite struct FocusEnvironmentReadTests {
    @Test func aFocusMoveRunsOnlyTheViewsThatReadTheFocus() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { Shelf() }
        _ = host.context.focus(id: "Alpha")
        settle(host, clock)
        host.evaluations.resetCounters()
        _ = host.context.focus(id: "Bravo")
        settle(host, clock)
        let runs = host.evaluations.evaluationsByType
        // Two captions changed: the one losing focus and the one gaining it.
        #expect(runs["FocusCaption"] == 2, "\(runs)")
        #expect(runs["PosterArt"] == nil, "the artwork read no focus: \(runs)")
        #expect(text(host, "Bravo") != nil)
        #expect(drawnTexts(host).contains("Bravo ▸") && drawnTexts(host).contains("Alpha"), "\(drawnTexts(host))")
    }

    /// A marquee text reads the focus after layout (whether it scrolls): the views around it
    /// count as reading it, so the focused poster's caption scrolls as it did.
    @Test func aMarqueeInsideAKeptViewStillScrollsWhenItsPosterTakesFocus() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { Shelf() }
        _ = host.context.focus(id: "Alpha")
        settle(host, clock)
        _ = host.context.focus(id: "Bravo")
        _ = host.frame()
        var focusedMarquee = 0
        host.root?.visit { n in
            if case .text(let t) = n.kind, t.marquee, n.environment.isFocused {
                focusedMarquee += 1
                #expect(t.string.hasPrefix("Bravo"), "only the focused poster's caption: \(t.string)")
            }
            return true
        }
        #expect(focusedMarquee == 1)
    }
}
