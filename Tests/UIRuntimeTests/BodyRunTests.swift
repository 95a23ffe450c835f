import Testing
import UICore
@testable import UIRuntime

/// Apple's `State` documentation's play button: it owns its `isPlaying` state.
private struct PlayButton: View {
    @State private var isPlaying = false
    var body: some View {
        Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }.id("play")
    }
}

/// The documentation's `PlayerView` around it, with the episode's title.
private struct PlayerView: View {
    let episode: String
    var body: some View {
        VStack {
            Text(episode).id("title")
            PlayButton()
        }
    }
}

/// A poster that shows whether it is focused through its own `@FocusState`, as a tvOS card
/// does before it lifts.
private struct Poster: View {
    let title: String
    @FocusState private var isFocused: Bool
    var body: some View {
        Button(isFocused ? "▶ \(title)" : title) {}.focused($isFocused).id(ViewID(title))
    }
}

/// A shelf of posters under a heading.
private struct ShelfScreen: View {
    let titles: [String]
    var body: some View {
        VStack {
            Text("Up Next")
            HStack(spacing: 20) {
                ForEach(titles, id: \.self) { Poster(title: $0) }
            }
        }
    }
}

/// Names the screen reads inside a `ForEach`'s content closure only, not in its `body`.
private final class Names: ObservableModel {
    @Observed var names = ["Ada", "Grace"]
}

private struct NameList: View {
    let model: Names
    var body: some View {
        VStack {
            Button("Rename") { model.names[0] = "Lovelace" }.id("rename")
            ForEach(0..<2, id: \.self) { i in Text(model.names[i]).id(ViewID("name\(i)")) }
        }
    }
}

/// A switch row that shows and flips a value its parent owns, through a binding.
private struct SwitchRow: View {
    @Binding var isOn: Bool
    var body: some View {
        Button(isOn ? "Subtitles On" : "Subtitles Off") { isOn.toggle() }.id("subtitles")
    }
}

/// Owns the value but only hands a binding down: its body never reads it.
private struct PlaybackSettings: View {
    @State private var subtitles = false
    var body: some View {
        VStack {
            Text("Playback")
            SwitchRow(isOn: $subtitles)
        }
    }
}

/// A counter no one observes (a plain class), handed out by an observable model.
private final class Counter { var value = 0 }
private final class CounterShelf: ObservableModel { let counter = Counter() }

/// Shows the counter: evaluated every frame, since nothing says when the counter changes.
private struct CounterLabel: View {
    let counter: Counter
    var body: some View { Text("Value \(counter.value)").id("value") }
}

/// The panel around the label: it holds only the observable model.
private struct CounterPanel: View {
    let shelf: CounterShelf
    var body: some View { VStack { Text("Panel"); CounterLabel(counter: shelf.counter) } }
}

/// SwiftUI runs a view's `body` again only when something that body read changed: a child's own
/// state, or the focus a child asks about, re-runs the child and not the views around it. Here
/// the views around are not run either: what their bodies returned is resolved again, the
/// changed child evaluated, the others reused.
@MainActor
@Suite struct BodyRunTests {
    /// Apple's play button: pressing it writes the button's own `@State`; the player view around
    /// it, whose body read nothing that changed, is not run again, and the button shows Pause.
    @Test func aChildsStateWriteDoesNotRunItsParentsBody() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { PlayerView(episode: "Episode 1") }
        #expect(host.context.focusedID == "play")
        press(host, .return, clock: clock)
        #expect(host.text(of: "play") == "Pause")
        #expect(host.text(of: "title") == "Episode 1")
        #expect(host.evaluations.evaluationsByType["PlayButton"] == 1, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["PlayerView"] == nil, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.refreshCount >= 1)
        press(host, .return, clock: clock)
        #expect(host.text(of: "play") == "Play")
        #expect(host.evaluations.evaluationsByType["PlayerView"] == nil)
    }

    /// A focus move re-runs the two posters whose `@FocusState` changed, not the shelf around
    /// them (nor the posters focus did not touch).
    @Test func aFocusMoveRunsOnlyTheViewsThatReadTheFocus() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { ShelfScreen(titles: ["Dune", "Emma", "Ulysses"]) }
        #expect(host.text(of: "Dune") == "▶ Dune")
        press(host, .rightArrow, clock: clock)
        #expect(host.text(of: "Dune") == "Dune")
        #expect(host.text(of: "Emma") == "▶ Emma")
        #expect(host.evaluations.evaluationsByType["Poster"] == 2, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["ShelfScreen"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    /// A child writing its parent's `@State` through a binding re-runs the child, which reads it;
    /// the parent, whose body only made the binding, is not run (as in SwiftUI).
    @Test func aWriteThroughABindingRunsOnlyTheViewThatReadsIt() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { PlaybackSettings() }
        #expect(host.text(of: "subtitles") == "Subtitles Off")
        press(host, .return, clock: clock)
        #expect(host.text(of: "subtitles") == "Subtitles On")
        #expect(host.evaluations.evaluationsByType["SwitchRow"] == 1, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["PlaybackSettings"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    /// A label holding an object nothing observes is evaluated in every frame built, so its
    /// changes show; the panel around it, whose body read nothing that changed, is not (it ran
    /// in every frame built too).
    @Test func theViewAroundAnUnobservedObjectIsNotRunEveryFrame() {
        let clock = ManualClock()
        let shelf = CounterShelf()
        let host = countingHost(clock: clock) { CounterPanel(shelf: shelf) }
        shelf.counter.value = 3
        clock.advance(by: 1.0 / 60); _ = host.frame()
        #expect(host.text(of: "value") == "Value 3")
        #expect((host.evaluations.evaluationsByType["CounterLabel"] ?? 0) >= 1)
        #expect(host.evaluations.evaluationsByType["CounterPanel"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    /// A model property read inside a `ForEach`'s content closure, which runs as the body's result
    /// resolves, shows its change though the body, which did not read it, is not run again.
    @Test func aReadInAContentClosureShowsItsChangeWithoutTheBody() {
        let clock = ManualClock()
        let model = Names()
        let host = countingHost(clock: clock) { NameList(model: model) }
        #expect(host.text(of: "name0") == "Ada")
        press(host, .return, clock: clock)
        #expect(host.text(of: "name0") == "Lovelace")
        #expect(host.text(of: "name1") == "Grace")
        #expect(host.evaluations.evaluationsByType["NameList"] == nil, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.refreshCount >= 1)
    }
}
