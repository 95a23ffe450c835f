import Testing
import UICore
@testable import UIRuntime

/// A held direction walking focus down a column of buttons: each repeat is a key press, whose
/// routing looks for `onKeyPress` handlers on the focused view's path and asks whether a text
/// field takes it, and moves focus inside a frame, which asks whether a text field's editing
/// begins; the live loop asks after it whether text input should be on. The focus tree answers
/// the text-field questions for a button, and the ids of the views with handlers (gathered in
/// the walk the focus effects make) show none on the way: no walk down the view tree. A text
/// field at the end still gets its editing and text input, and a handler on the column still
/// hears its key.
@MainActor
@Suite struct FocusedPathWalkTests {
    @Test func holdingDownAlongButtonsWalksNoTree() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock)
        final class Typed { var text = "" }
        let typed = Typed()
        let name = Binding(get: { typed.text }, set: { typed.text = $0 })
        let app = ViewHost(canvas: Size(width: 960, height: 2000), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack {
                ForEach(0..<12, id: \.self) { i in Button("Row \(i)") {}.id("row-\(i)") }
                TextField("Name", text: name).id("name")
            }
        }
        let host = Host(app: app, backend: backend, clock: clock)
        for _ in 0..<100 { host.runOnce() }
        #expect(app.context.focusedID == "row-0")
        backend.queued = [.key(KeyPress(key: .downArrow))]
        host.runOnce()
        // The first press moved focus: the walks counted from here are the repeats'.
        app.focusedPathWalks = 0
        var moves = 0
        for _ in 0..<600 where app.context.focusedID != "row-11" {
            let before = app.context.focusedID
            host.runOnce()
            if app.context.focusedID != before { moves += 1 }
        }
        #expect(app.context.focusedID == "row-11")
        #expect(moves == 10)
        // Two a repeat at ebd3702: the text field question as focus moved (on the last tree),
        // and the loop asking for text input (on the new one), whose walk the next key routing
        // reused; one a repeat at f10cb0d, the key routing's.
        #expect(app.focusedPathWalks == 0)
        // On to the text field: its editing begins, and the window turns text input on.
        for _ in 0..<600 where app.context.focusedID != "name" { host.runOnce() }
        backend.queued = [.key(KeyPress(key: .downArrow, phase: .up))]
        for _ in 0..<100 { host.runOnce() }
        #expect(app.context.focusedID == "name")
        #expect(app.wantsTextInput)
        #expect(backend.textInput.last == true)
    }

    @Test func aHandlerOnTheColumnStillHearsItsKey() {
        let clock = ManualClock()
        var heard = 0
        let host = identityHost(clock: clock) {
            VStack {
                ForEach(0..<3, id: \.self) { i in Button("Row \(i)") {}.id("row-\(i)") }
            }
            .onKeyPress(characters: { $0.isLetter }) { _ in heard += 1; return .handled }
            .id("column")
        }
        settle(host, clock)
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "row-1")
        press(host, .character("x"), clock: clock)
        #expect(heard == 1)
    }

    /// Focus on a lazy item the grid has not built yet (a held direction outruns the scroll, a
    /// focus write names an item below the built rows, within three lengths of the scroll view so
    /// the scroll animates the whole way rather than jumping): the focus tree built from the same
    /// view tree has no such view, so the host knows the view tree has none without walking all
    /// of it. Once the grid builds the item, the walk finds it.
    @Test func focusOnAnUnbuiltLazyItemWalksNoTree() throws {
        let clock = ManualClock(), model = LazyGridModel()
        let host = LazyFocusRequestTests.makeHost(model, clock: clock)
        _ = host.frame()
        model.focus.wrappedValue = 44
        _ = host.frame()
        #expect(host.context.focusedID == "cell-44")
        try #require(host.root?.find(id: "cell-44") == nil, "the frame that moved focus has not built it")
        host.focusedPathWalks = 0
        #expect(host.focusedPath.isEmpty)
        #expect(host.focusedPathWalks == 0)
        LazyFocusRequestTests.settle(host, clock)
        host.focusedPathWalks = 0
        #expect(host.focusedPath.last?.id == "cell-44")
        #expect(host.focusedPath.first === host.root)
        #expect(host.focusedPathWalks == 1)
    }
}
