import Testing
import UICore
@testable import UIRuntime

/// `onMoveCommand(perform:)` written as SwiftUI's documentation writes it, an action returning
/// nothing that switches over the direction, compiles and runs. Before, a reuser's settings row
/// written so failed to compile ("ambiguous use of 'onMoveCommand(perform:)'"): such a closure
/// type-checks against UICore's own form too (an action returning `KeyPress.Result`).
@MainActor
@Suite struct MoveCommandOverloadTests {
    /// A volume row that Left and Right turn down and up, as a tvOS settings screen has.
    struct Volume: View {
        @State private var level = 5
        var body: some View {
            VStack(spacing: 20) {
                HStack {
                    Text("Volume")
                    Text("\(level)").id(ViewID("level"))
                }
                .focusable()
                .id(ViewID("volume"))
                .onMoveCommand { direction in
                    switch direction {
                    case .left: level = max(0, level - 1)
                    case .right: level = min(10, level + 1)
                    default: break
                    }
                }
                Button("Done") {}.id(ViewID("done"))
            }
        }
    }

    @Test func anActionSwitchingOverTheDirectionTakesTheMoves() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Volume() }
        settle(host, clock)
        _ = host.context.focus(id: ViewID("volume"))
        settle(host, clock)
        press(host, .rightArrow, clock: clock, times: 2)
        press(host, .leftArrow, clock: clock)
        #expect(text(host, ViewID("level")) == "6")
        #expect(host.context.focusedID == ViewID("volume"))
    }
}
