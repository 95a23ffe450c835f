import ScrollEngine
import UICore
import UIRuntime

/// The runtime as the host loop's app: it says when its picture changes by itself, so an idle
/// window sleeps.
extension AppRuntime: HostedApp {
    public var isRunning: Bool { running }
    public var wantsTextInput: Bool { focusedTextField != nil }

    public func windowDidResize(_ size: Size) -> Double {
        setWindowSize(pixels: size)
        return scale
    }

    /// The caret's next blink, hover lapsing, scroll indicators fading, the footer message expiring.
    public var nextDeadline: Double? {
        let now = clock.now
        var due: [Double] = []
        if focusedTextField != nil {
            let blinks = ((now - lastFocusChange) / Self.caretBlink).rounded(.down) + 1
            due.append(lastFocusChange + blinks * Self.caretBlink)
        }
        if pointer != nil, now - lastPointerActivity < Self.hoverRecency { due.append(lastPointerActivity + Self.hoverRecency) }
        for (id, c) in scrolls where scrollReports[id] != nil {
            let mouse = lastPointerActivity.isFinite ? lastPointerActivity : nil
            let lastActivity = [c.lastScrollActivity, mouse].compactMap { $0 }.max()
            guard let lastActivity else { continue }
            // Indicators stay for the linger time, then fade; a mouse stops counting after its recency.
            for t in [lastActivity + ScrollIndicators.lingerDuration, lastActivity + ScrollIndicators.mouseRecency] where t > now {
                due.append(t)
            }
            let fadeEnd = lastActivity + ScrollIndicators.lingerDuration + ScrollIndicators.fadeDuration
            if now >= lastActivity + ScrollIndicators.lingerDuration, now < fadeEnd { due.append(now) }
        }
        if let d = model.nextDeadline(after: now) { due.append(d) }
        return due.min()
    }
}
