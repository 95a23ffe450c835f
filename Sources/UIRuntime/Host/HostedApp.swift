import UICore

/// What a ``Host`` drives: an app (or a ``ViewHost``) that takes input events and produces
/// frames, and says when it next needs one.
///
/// The host loop builds a frame only when something may have changed: an input event arrived,
/// the previous frame was still animating, or the clock reached ``nextDeadline``. Everything
/// that changes the picture with time alone must therefore either report ``isAnimating`` or
/// name the moment it changes in ``nextDeadline`` (a footer message expiring, a caret blinking,
/// hover lapsing, a debounced save coming due).
public protocol HostedApp: AnyObject {
    /// False once the user asked to quit.
    var isRunning: Bool { get }
    /// Handles one input event; returns whether it may have changed what the next frame shows.
    /// The host builds no frame for events that changed nothing (an arrow held against a wall).
    @discardableResult
    func handle(_ event: InputEvent) -> Bool
    /// Builds the frame for the clock's current time.
    func frame() -> DisplayList
    /// Whether the last frame was still moving (the next one differs even without input).
    var isAnimating: Bool { get }
    /// The clock time at which the picture next changes by itself, nil when it never does.
    var nextDeadline: Double? { get }
    /// Whether committed text should be delivered (a text field has focus).
    var wantsTextInput: Bool { get }
    /// The window changed size (window coordinates); returns the canvas scale to draw at
    /// (window coordinates per app point).
    func windowDidResize(_ size: Size) -> Double
    /// Whether a frame due now by time alone (an animation or a deadline, not input) can differ
    /// from the last built one only in how it looks (focus lift, scale and shadow easing, a
    /// marquee, a caret blink, a toast fading): nothing layout, focus, scroll or the trace read.
    /// A host that draws nothing may then skip it (``Host/stepVirtualFrame(present:skippingLooks:)``).
    var changesOnlyInLooks: Bool { get }
    /// A frame that only changed in looks was due now and was not built: advance whatever is
    /// kept per frame as if it had been.
    func skipFrame()
    /// The frame due now, when ``changesOnlyInLooks`` says it differs from the last built one
    /// only in how it looks: drawn from the last laid-out tree where the app can (an animation
    /// frame then costs its effects and display list, not resolving and layout), else built
    /// as ``frame()`` builds it. The ``Host`` calls it only for frames nothing invalidated.
    func frameFromLastLayout() -> DisplayList
}

extension HostedApp {
    /// By default every due frame is built.
    public var changesOnlyInLooks: Bool { false }
    /// By default nothing is kept per frame.
    public func skipFrame() {}
    /// By default every frame is built whole.
    public func frameFromLastLayout() -> DisplayList { frame() }
}
