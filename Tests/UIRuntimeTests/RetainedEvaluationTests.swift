import Testing
import UICore
@testable import UIRuntime

/// A programme as a guide app keeps it: plain values, not tuned to the engine (not even
/// `Equatable`: the screen holding an array of them is still reused while the array is the same).
private struct Programme {
    var title: String
    var start: String
    var progress: Double
}

/// A row of the guide: one button with the time, the title and a progress bar.
private struct ProgrammeRow: View {
    let programme: Programme
    var body: some View {
        Button(action: {}) {
            HStack(spacing: 20) {
                Text(programme.start).foregroundStyle(.secondary)
                Text(programme.title)
                ProgressView(value: programme.progress)
            }
        }
    }
}

/// The guide screen: a sidebar and a lazy list of 50 000 rows.
private struct GuideScreen: View {
    let programmes: [Programme]
    var body: some View {
        HStack(spacing: 40) {
            VStack(spacing: 10) {
                Button("All") {}
                Button("Films") {}
            }
            .focusSection()
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(0..<programmes.count, id: \.self) { i in
                        ProgrammeRow(programme: programmes[i])
                    }
                }
            }
        }
    }
}

/// A counter: a button that writes `@State`, and a label showing it.
private struct CounterScreen: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }.id("add")
            CountLabel(count: count)
            StaticFooter(text: "Footer")
        }
    }
}

private struct CountLabel: View {
    let count: Int
    var body: some View { Text("Count \(count)").id("count") }
}

private struct StaticFooter: View {
    let text: String
    var body: some View { Text(text) }
}

/// A model object whose properties change with no state write.
private final class Basket { var items = 0 }

private struct BasketLabel: View {
    let basket: Basket
    var body: some View { Text("Items \(basket.items)").id("basket") }
}

/// An observable model handing out an object it does not observe (the cookbook's widget slot).
private final class BasketShelf: ObservableModel {
    let basket = Basket()
}

/// A view holding the model, showing the object through a label that holds it.
private struct ShelfView: View {
    let shelf: BasketShelf
    var body: some View { VStack { Text("Shelf"); BasketLabel(basket: shelf.basket) } }
}

/// A library as Apple's Observation documentation writes one ("Managing model data in your
/// app"): books and the book picked, each observed.
private final class Library: ObservableModel {
    @Observed var books: [String] = ["Dune", "Emma"]
    @Observed var picked: String?
    /// Not observed (`@ObservationIgnored`): views must not show it.
    var visits = 0
}

/// "SwiftUI updates a view only when an observable property the view's body reads changes":
/// this one reads only `books`.
private struct BookCount: View {
    let library: Library
    var body: some View { Text("\(library.books.count) books").id("books") }
}

/// Reads only `picked`, through a computed property, and holds the model as `@Bindable`.
private struct PickedLabel: View {
    @Bindable var library: Library
    private var title: String { library.picked ?? "none" }
    var body: some View { Text("Picked \(title)").id("picked") }
}

private struct LibraryScreen: View {
    let library: Library
    var body: some View {
        VStack {
            Button("Pick") { library.picked = "Emma" }.id("pick")
            BookCount(library: library)
            PickedLabel(library: library)
        }
    }
}

/// A basket and a library handed down the environment, as SwiftUI apps hand down an
/// `@EnvironmentObject` (or, with Observation, `.environment(library)`).
private enum BasketKey: EnvironmentKey { static var defaultValue: Basket { Basket() } }
private enum LibraryKey: EnvironmentKey { static var defaultValue: Library { Library() } }

private extension EnvironmentValues {
    var basket: Basket {
        get { self[BasketKey.self] }
        set { self[BasketKey.self] = newValue }
    }
    var library: Library {
        get { self[LibraryKey.self] }
        set { self[LibraryKey.self] = newValue }
    }
}

private struct EnvironmentBasketLabel: View {
    @Environment(\.basket) private var basket
    var body: some View { Text("Items \(basket.items)").id("basket") }
}

private struct EnvironmentBookCount: View {
    @Environment(\.library) private var library
    var body: some View { Text("\(library.books.count) books").id("books") }
}

/// The library's books in a lazy list: a kept view whose node builds items on demand.
private struct LibraryShelf: View {
    let library: Library
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(library.books, id: \.self) { Button($0) {} }
            }
        }
    }
}

/// A field row reading the parent's `@FocusState` through a binding.
private struct FocusEcho: View {
    @FocusState private var focused: Int?
    var body: some View {
        VStack {
            Button("One") {}.focused($focused, equals: 1).id("one")
            Button("Two") {}.focused($focused, equals: 2).id("two")
            EchoLabel(focus: $focused)
        }
    }
}

private struct EchoLabel: View {
    let focus: FocusState<Int?>.Binding
    var body: some View { Text("Focused \(focus.wrappedValue.map(String.init) ?? "none")").id("echo") }
}

@MainActor
@Suite struct RetainedEvaluationTests {
    private static let programmes = (0..<50_000).map {
        Programme(title: "Programme \($0)", start: "\($0 / 2):\($0 % 2 == 0 ? "00" : "30")", progress: Double($0 % 10) / 10)
    }


    /// SwiftUI runs a view's `body` again only when a value it reads changed: holding Down
    /// through a 50 000-row list, the screen's `body` is not run again, and rows are evaluated
    /// only as they enter view or as their focus changes.
    @Test func scrollingAListEvaluatesOnlyTheRowsThatEnterViewOrChangeFocus() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { GuideScreen(programmes: Self.programmes) }
        host.evaluations.countsByType = true
        press(host, .rightArrow, clock: clock)
        let firstRow = host.context.focusedID
        #expect(firstRow != nil)
        host.evaluations.resetCounters()
        let moves = 40
        var entered = Set<Int>()
        var before = Set(materialized(host))
        for _ in 0..<moves {
            press(host, .downArrow, clock: clock)
            let now = Set(materialized(host))
            entered.formUnion(now.subtracting(before))
            before = now
        }
        #expect(host.context.focusedID != firstRow)
        let screen = host.evaluations.evaluationsByType["GuideScreen"] ?? 0
        let rows = host.evaluations.evaluationsByType["ProgrammeRow"] ?? 0
        #expect(screen == 0)
        // Each move: the row focus left and the row it reached; plus the rows that entered view.
        #expect(rows <= entered.count + 2 * moves + 4, "rows evaluated \(rows), entered \(entered.count)")
        #expect(host.evaluations.reuseCount > rows)
    }

    /// Rows reused while the list scrolls keep their layout: the list moves them to their new
    /// places instead of laying them out again, and they land where a whole layout puts them.
    @Test func reusedRowsAreMovedNotLaidOutAgain() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { GuideScreen(programmes: Self.programmes) }
        press(host, .rightArrow, clock: clock)
        host.keptItemLayouts = 0
        press(host, .downArrow, clock: clock, times: 12)
        #expect(host.keptItemLayouts > 100, "rows moved with their kept layout: \(host.keptItemLayouts)")
        // The frames the kept layouts give are the ones a fresh layout gives.
        let kept = rowFrames(host)
        host.evaluations.removeAll()
        _ = host.frame()
        let fresh = rowFrames(host)
        #expect(!kept.isEmpty && kept.count == fresh.count)
        for (id, frame) in fresh {
            guard let k = kept[id] else { Issue.record("row \(id) missing"); continue }
            #expect(abs(k.minX - frame.minX) < 0.01 && abs(k.minY - frame.minY) < 0.01 && abs(k.width - frame.width) < 0.01,
                    "row \(id): kept \(k), fresh \(frame)")
        }
    }

    private func rowFrames(_ host: ViewHost<some View>) -> [String: Rect] {
        var out: [String: Rect] = [:]
        host.root?.visit { n in
            if case .lazy = n.kind {
                for c in n.children {
                    c.visit { d in
                        if case .text(let t) = d.kind { out[(c.id?.description ?? "") + "/" + t.string] = d.frame }
                        return true
                    }
                }
                return false
            }
            return true
        }
        return out
    }

    private func materialized(_ host: ViewHost<some View>) -> [Int] {
        var out: [Int] = []
        host.root?.visit { n in
            if case .lazy = n.kind { out += n.lazyMaterialized }
            return true
        }
        return out
    }

    /// A window of `content` let settle, counting evaluations by view type from then on, and
    /// checked to evaluate nothing in a frame where nothing changed.
    private func settledCountingHost<V: View>(clock: ManualClock, _ content: @escaping () -> V) -> ViewHost<some View> {
        let host = identityHost(clock: clock) { content() }
        host.evaluations.countsByType = true
        settle(host, clock)
        host.evaluations.resetCounters()
        _ = host.frame()
        #expect(host.evaluations.evaluationCount == 0, "nothing changed: \(host.evaluations.evaluationsByType)")
        return host
    }

    /// A `@State` write re-runs the view that owns it; a child whose inputs stay equal is reused,
    /// one whose inputs changed is evaluated and shows the new value.
    @Test func aStateWriteReevaluatesOnlyWhatReadsIt() {
        let clock = ManualClock()
        let host = settledCountingHost(clock: clock) { CounterScreen() }
        press(host, .return, clock: clock)
        #expect(text(host, "count") == "Count 1")
        #expect(host.evaluations.evaluationsByType["CounterScreen"] == 1)
        #expect(host.evaluations.evaluationsByType["CountLabel"] == 1)
        #expect(host.evaluations.evaluationsByType["StaticFooter"] == nil)
        press(host, .return, clock: clock, times: 2)
        #expect(text(host, "count") == "Count 3")
    }

    /// A view holding an object is evaluated every frame: the object's properties change with
    /// no write the framework sees, and the view must still show them.
    @Test func aViewHoldingAnObjectShowsItsChanges() {
        let basket = Basket()
        let clock = ManualClock()
        let host = identityHost(clock: clock) { VStack { Button("Go") {}; BasketLabel(basket: basket) } }
        #expect(text(host, "basket") == "Items 0")
        basket.items = 4
        _ = host.frame()
        #expect(text(host, "basket") == "Items 4")
    }

    /// A view holding an object shows its changes wherever it sits: the views around it are
    /// evaluated with it (before, a kept parent handed out the label's old node).
    @Test func aViewHoldingAnObjectShowsItsChangesInsideAKeptView() {
        let shelf = BasketShelf()
        let clock = ManualClock()
        let host = identityHost(clock: clock) { VStack { Button("Go") {}; ShelfView(shelf: shelf) } }
        #expect(text(host, "basket") == "Items 0")
        shelf.basket.items = 4
        _ = host.frame()
        #expect(text(host, "basket") == "Items 4")
    }

    /// A view holding an observable model is evaluated again only when a property its `body`
    /// read was written with a new value (Apple: "SwiftUI updates a view only when an observable
    /// property that the view's body reads changes"); a sibling that did not read it is reused;
    /// writing a property no view read, or the same value again, evaluates nothing; the screen
    /// around them, whose body read neither, is not run again.
    @Test func aModelWriteReevaluatesOnlyTheViewsThatReadTheProperty() {
        let library = Library()
        let clock = ManualClock()
        let host = settledCountingHost(clock: clock) { LibraryScreen(library: library) }
        #expect(text(host, "books") == "2 books")

        press(host, .return, clock: clock)
        #expect(text(host, "picked") == "Picked Emma")
        #expect(host.evaluations.evaluationsByType["PickedLabel"] == 1)
        #expect(host.evaluations.evaluationsByType["BookCount"] == nil)
        #expect(host.evaluations.evaluationsByType["LibraryScreen"] == nil, "\(host.evaluations.evaluationsByType)")

        host.evaluations.resetCounters()
        library.books.append("Ulysses")
        library.picked = "Emma"
        _ = host.frame()
        #expect(text(host, "books") == "3 books")
        #expect(host.evaluations.evaluationsByType["BookCount"] == 1)
        #expect(host.evaluations.evaluationsByType["PickedLabel"] == nil, "the same value written again is no change")

        host.evaluations.resetCounters()
        library.visits += 1
        _ = host.frame()
        #expect(host.evaluations.evaluationCount == 0, "an ignored property is not observed: \(host.evaluations.evaluationsByType)")
    }

    /// An object handed down the environment is read as a held one is: a plain class's changes
    /// show on the next frame (a view under it is evaluated every frame, as one holding it is),
    /// an observable model's views run again when a property they read changes, and only then.
    @Test func anObjectInTheEnvironmentShowsItsChanges() {
        let basket = Basket(), library = Library()
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack {
                Button("Go") {}
                EnvironmentBasketLabel().environment(\.basket, basket)
                EnvironmentBookCount().environment(\.library, library)
            }
        }
        host.evaluations.countsByType = true
        settle(host, clock)
        basket.items = 4
        _ = host.frame()
        #expect(text(host, "basket") == "Items 4")
        host.evaluations.resetCounters()
        library.picked = "Emma"
        _ = host.frame()
        #expect(host.evaluations.evaluationsByType["EnvironmentBookCount"] == nil, "\(host.evaluations.evaluationsByType)")
        library.books.append("Ulysses")
        _ = host.frame()
        #expect(text(host, "books") == "3 books")
        #expect(host.evaluations.evaluationsByType["EnvironmentBookCount"] == 1)
    }

    /// A window let go lets go of what its views held: a kept view's lazy list builds its rows
    /// through the window's state, which keeps the view (a user's report: the app's database
    /// was never closed, its write-ahead log left beside it).
    @Test func aHostLetGoFreesTheModelItsKeptViewsHold() {
        weak var released: Library?
        do {
            let library = Library()
            released = library
            let clock = ManualClock()
            let host = identityHost(clock: clock) { LibraryShelf(library: library) }
            settle(host, clock)
            _ = host.frame()
            #expect(host.evaluations.count > 0)
        }
        #expect(released == nil)
    }

    /// A view reading `@FocusState` (through a binding) is evaluated again when focus moves.
    @Test func aViewReadingFocusStateFollowsFocus() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { FocusEcho() }
        settle(host, clock)
        #expect(host.context.focusedID == "one")
        #expect(text(host, "echo") == "Focused 1")
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "two")
        #expect(text(host, "echo") == "Focused 2")
    }

    /// A kept view is evaluated again in a new environment (Larger Text).
    @Test func anEnvironmentChangeReevaluates() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { VStack { Button("Go") {}; StaticFooter(text: "Footer").id("footer") } }
        let before = host.root?.find(id: "footer")?.frame.height ?? 0
        host.evaluations.resetCounters()
        host.environment.textScale = 1.5
        _ = host.frame()
        #expect(host.evaluations.evaluationCount > 0)
        let after = host.root?.find(id: "footer")?.frame.height ?? 0
        #expect(after > before)
    }
}
