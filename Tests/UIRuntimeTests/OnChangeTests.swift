import Testing
import UICore
@testable import UIRuntime

/// `onChange(of:initial:_:)`: the action runs after the frame that first sees a new value is
/// built, once, with the old and the new value, and the next frame (due at once, built whole)
/// shows what it wrote.
@MainActor
@Suite struct OnChangeTests {
    /// What the views watch and what their actions write.
    final class Model {
        var value = 0
        var other = "a"
        var log: [String] = []
        var shown = "none"
    }

    typealias Root = OnChangeView<OnChangeView<IDModifier<Text>, String>, Int>

    static func host(_ model: Model, initial: Bool = false) -> (ViewHost<Root>, Host<ViewHost<Root>>, ManualClock) {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 400, height: 300), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            Text(model.shown).id("shown")
                .onChange(of: model.other) { model.log.append("other \($0)→\($1)") }
                .onChange(of: model.value, initial: initial) { old, new in
                    model.log.append("value \(old)→\(new)")
                    model.shown = "value \(new)"
                }
        }
        _ = host.windowDidResize(Size(width: 400, height: 300))
        return (host, Host(app: host, backend: TimelineTestBackend(), clock: clock), clock)
    }

    @Test func anActionRunsOnceAfterTheFrameThatSeesANewValue() {
        let model = Model()
        let (host, runner, clock) = Self.host(model)
        runner.renderFrame(present: false)
        #expect(model.log.isEmpty, "nothing changed on the first appearance")
        model.value = 1
        runner.setNeedsFrame()
        runner.renderFrame(present: false)
        #expect(model.log == ["value 0→1"])
        #expect(host.text(of: "shown") == "none", "the action ran after the frame was built")
        #expect(host.nextDeadline == clock.now, "what the action wrote is due at once")
        clock.advance(by: 1.0 / 60)
        runner.renderFrame(present: false)
        #expect(host.text(of: "shown") == "value 1")
        #expect(model.log == ["value 0→1"], "the same value again runs nothing")
        // Each watcher keeps its own value: changing the other runs only its action.
        model.other = "b"
        runner.setNeedsFrame()
        runner.renderFrame(present: false)
        #expect(model.log == ["value 0→1", "other a→b"])
    }

    @Test func initialRunsTheActionWhenTheViewAppears() {
        let model = Model()
        model.value = 7
        let (host, runner, clock) = Self.host(model, initial: true)
        runner.renderFrame(present: false)
        #expect(model.log == ["value 7→7"])
        clock.advance(by: 1.0 / 60)
        runner.renderFrame(present: false)
        #expect(host.text(of: "shown") == "value 7")
        #expect(model.log == ["value 7→7"])
    }
}
