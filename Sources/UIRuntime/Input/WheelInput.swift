import FocusEngine
import ScrollEngine
import UICore

/// The mouse wheel as the Digital Crown: in the watch layout it turns the focused view's crown
/// binding (as `digitalCrownRotation` exists only on watchOS); everywhere else, and where no
/// crown is bound, it scrolls the scroll view under the pointer, else the one holding focus
/// (snapping scroll views move by whole targets). Notches and precise (trackpad) fractions both
/// count. A turn of the crown shows a short ``CrownIndicator`` beside the control. It reads the
/// runtime (`InputState`) and asks for changes with `RuntimeCommand`s.
final class WheelInput {
    private unowned let state: any InputState
    private let apply: CommandSink
    private var crowns: [ViewID: DigitalCrownRotation] = [:]
    /// The crown's on-screen indicator and detent tick.
    let indicator = CrownIndicator()

    init(state: any InputState, apply: @escaping (RuntimeCommand) -> CommandOutcome) {
        self.state = state
        self.apply = CommandSink(apply)
    }

    /// Turns the wheel by `notches` (positive: away from the user).
    func turn(_ notches: Double, scrollViewUnderPointer: ViewID?) {
        if state.environment.isWatchLayout, let id = state.focusedID, let node = state.focusedNode,
           let crown = node[CrownBinding.Key.self] {
            // The user's sensitivity setting, else what the view asks for.
            let sensitivity = state.environment.crownSensitivity ?? crown.sensitivity
            var rotation = crowns[id] ?? crown.makeRotation(sensitivity: sensitivity)
            if rotation.value != crown.value.wrappedValue || rotation.sensitivity != sensitivity {
                rotation = crown.makeRotation(sensitivity: sensitivity)
            }
            let value = rotation.apply(notches: notches)
            crowns[id] = rotation
            // Always written: a binding whose unset state reads as the first value (a rating of nil
            // reads as 0) takes that value on the first notch.
            apply(.crown(id, value))
            indicator.turned(id, value: value, from: rotation.from, through: rotation.through,
                             detents: rotation.lastDetents, now: state.now)
            apply(.trace(.crown(view: id, value: value)))
            return
        }
        var target = scrollViewUnderPointer
        if target == nil, let id = state.focusedID {
            target = ([id] + state.ancestors(of: id)).first { state.hasScrollView($0) }
        }
        if target == nil { target = state.scrollViewIDs.first }
        guard let target, state.hasScrollView(target) else { return }
        apply(.wheel(scrollView: target, notches: notches))
    }
}
