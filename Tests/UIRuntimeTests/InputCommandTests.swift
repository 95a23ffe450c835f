import FocusEngine
import Testing
@testable import UICore
@testable import UIRuntime

/// Input handlers read the runtime and ask for every change as a command: driven against a
/// recording host that applies nothing, they say what they would do.
@Suite struct InputCommandTests {
    /// A runtime to read: a focused view in a tree, no keyboard, no scroll views.
    final class Reading: InputState {
        var now = 0.0
        var root: Node?
        var environment = EnvironmentValues()
        var focusedID: ViewID?
        var focusedNode: Node? { focusedID.flatMap { root?.find(id: $0) } }
        var responderChain: [ViewID] { focusedID.map { [$0] } ?? [] }
        func ancestors(of id: ViewID) -> [ViewID] { [] }
        var modalScopeID: ViewID?
        var keyboardIsOpen = false
        var contextMenuIsOpen = false
        func frame(of id: ViewID) -> Rect? { root?.find(id: id)?.frame }
        func edgeView(in container: ViewID, last: Bool) -> ViewID? { nil }
        var awaitsRest = false
        func hasScrollView(_ id: ViewID) -> Bool { false }
        var scrollViewIDs: [ViewID] { [] }
    }

    /// A host that records commands and answers moves with `moves`.
    final class Recorder {
        var commands: [RuntimeCommand] = []
        var moves = true

        func apply(_ command: RuntimeCommand) -> CommandOutcome {
            commands.append(command)
            if case .move(let direction, _, _) = command {
                return .move(MoveResult(move: FocusMove(direction), from: "a", to: moves ? "b" : "a", moved: moves, reason: "test"))
            }
            return .done
        }

        /// The commands' names, in order (`move down`, `trace key`, …).
        var names: [String] {
            commands.map { c in
                switch c {
                case .move(let d, _, _): "move \(d.rawValue)"
                case .trace(let e): "trace \(e.name)"
                case .press(let down): "press \(down)"
                case .toast(let m): "toast \(m)"
                case .perform(let action, let node): "perform \(action) on \(node.id?.description ?? "?")"
                default: "other"
                }
            }
        }
    }

    static func router(_ reading: Reading, _ recorder: Recorder) -> InputRouter {
        InputRouter(state: reading) { recorder.apply($0) }
    }

    static func focusedButton(action: @escaping () -> Void = {}) -> Reading {
        let reading = Reading()
        let button = Node(.empty, environment: EnvironmentValues(), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        button.id = "a"
        button.action = action
        reading.root = button
        reading.focusedID = "a"
        return reading
    }

    @Test func aDownKeyAsksForAMoveAndTracesItWithoutTouchingTheRuntime() {
        let reading = Self.focusedButton(), recorder = Recorder()
        let router = Self.router(reading, recorder)
        #expect(router.handle(.key(KeyPress(key: .downArrow))))
        #expect(recorder.names == ["move down", "trace move", "trace key"],
                "\(recorder.names)")
        #expect(router.nextRepeat != nil, "a move that went somewhere starts the held direction's repeat")
        #expect(reading.focusedID == "a", "the handler changed nothing itself")
    }

    @Test func anArrowAgainstAWallAsksForNothingToBeDrawnAndDoesNotRepeat() {
        let reading = Self.focusedButton(), recorder = Recorder()
        recorder.moves = false
        let router = Self.router(reading, recorder)
        _ = router.handle(.key(KeyPress(key: .downArrow)))   // the device switch to the keyboard, if any
        recorder.commands = []
        #expect(!router.handle(.key(KeyPress(key: .downArrow))), "nothing on screen changes")
        #expect(recorder.names == ["move down", "trace move", "trace key"], "\(recorder.names)")
        #expect(router.nextRepeat == nil)
    }

    @Test func selectPressesAndRunsTheFocusedViewsActionThroughTheHost() {
        var ran = 0
        let reading = Self.focusedButton { ran += 1 }, recorder = Recorder()
        let router = Self.router(reading, recorder)
        _ = router.handle(.key(KeyPress(key: .return)))
        #expect(ran == 0, "the action runs when the host applies the command")
        // Plain data: which action of which laid-out view, the closure taken from the node as applied.
        #expect(recorder.names.contains("press true") && recorder.names.contains("perform primary on a"), "\(recorder.names)")
        for case .perform(let action, let node) in recorder.commands { action.body(on: node)?() }
        #expect(ran == 1)
    }
}
