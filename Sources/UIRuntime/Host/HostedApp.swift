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
    /// Builds the frame due now for `request`; nil only when `request.isDrawn` is false and the
    /// app skipped a frame that could have differed from the last only in how it looks (it then
    /// just moves its clocks on, as a built frame would).
    func frame(_ request: FrameRequest) -> DisplayList?
    /// Whether the last frame was still moving (the next one differs even without input).
    var isAnimating: Bool { get }
    /// The clock time at which the picture next changes by itself, nil when it never does.
    var nextDeadline: Double? { get }
    /// Whether committed text should be delivered (a text field has focus).
    var wantsTextInput: Bool { get }
    /// Where the focused text field's caret is, in app points: an input method shows its
    /// candidates there (nil: nowhere in particular).
    var textInputRect: Rect? { get }
    /// The window changed size (window coordinates); returns the canvas scale to draw at
    /// (window coordinates per app point).
    func windowDidResize(_ size: Size) -> Double
}

extension HostedApp {
    public var textInputRect: Rect? { nil }

    /// The frame due now, built whole.
    public func frame() -> DisplayList {
        // A drawn request is never skipped; an app breaking that draws an empty canvas.
        frame(.whole) ?? DisplayList(size: Size(width: 0, height: 0))
    }
}
