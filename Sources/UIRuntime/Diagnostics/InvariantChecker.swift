import FocusEngine
import Foundation
import ScrollEngine

/// Checks every frame that focus and scrolling are sound: in debug builds always, in release
/// builds when `COOKBOOK_CHECK_INVARIANTS=1` (the soak test sets it).
///
/// The invariants are the engines' own (``FocusSystem/invariantViolation()``: focus on an
/// existing, enabled, focusable view, nil only when nothing can take focus;
/// ``ScrollController/invariantViolation()``: offsets finite, and in range once settled). Each
/// distinct violation is reported once, as one line starting "invariant violated:".
final class InvariantChecker {
    /// Whether checks run in this process.
    static let isEnabled: Bool = {
        #if DEBUG
        return true
        #else
        return ProcessInfo.processInfo.environment["COOKBOOK_CHECK_INVARIANTS"] == "1"
        #endif
    }()

    /// Where violations go (standard error by default).
    var report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    private var reported: Set<String> = []

    /// Checks the engines after a frame; returns the violations found this frame.
    @discardableResult
    func check(focus: FocusSystem, scrolls: ScrollCoordinator) -> [String] {
        var found: [String] = []
        if let v = focus.invariantViolation() { found.append("invariant violated: focus: \(v)") }
        for (id, controller) in scrolls.controllers.sorted(by: { $0.key < $1.key }) {
            if let v = controller.invariantViolation() { found.append("invariant violated: scroll view '\(id)': \(v)") }
        }
        for line in found where reported.insert(line).inserted { report(line) }
        return found
    }
}
