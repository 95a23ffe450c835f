import FocusEngine
import ScrollEngine
import UICore

/// The mouse wheel as the Digital Crown: in the watch layout it turns the focused view's crown
/// binding (as `digitalCrownRotation` exists only on watchOS); everywhere else, and where no
/// crown is bound, it scrolls the scroll view under the pointer, else the one holding focus
/// (snapping scroll views move by whole targets). Notches and precise (trackpad) fractions both
/// count. A turn of the crown shows a short ``CrownIndicator`` beside the control.
final class WheelInput {
    private unowned let state: RuntimeState
    private var crowns: [ViewID: DigitalCrownRotation] = [:]
    /// The crown's on-screen indicator and detent tick.
    let indicator = CrownIndicator()

    init(state: RuntimeState) { self.state = state }

    /// Turns the wheel by `notches` (positive: away from the user).
    func turn(_ notches: Double, scrollViewUnderPointer: ViewID?) {
        let focus = state.focus.system
        if state.environment.isWatchLayout, let id = focus.focusedID, let node = state.focusedNode,
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
            crown.value.wrappedValue = value
            indicator.turned(id, value: value, from: rotation.from, through: rotation.through,
                             detents: rotation.lastDetents, now: state.clock.now)
            state.tracer.emit(.crown(view: id.description, value: value))
            return
        }
        let scrolls = state.scrolls
        var target = scrollViewUnderPointer
        if target == nil, let id = focus.focusedID {
            target = ([id] + focus.ancestors(of: id)).first { scrolls[$0] != nil }
        }
        if target == nil { target = scrolls.reports.keys.sorted().first }
        guard let target, let c = scrolls[target] else { return }
        c.wheelSnapping(notches: notches, animated: !state.environment.reduceMotion)
        scrolls.noteMoving(target)
    }
}
