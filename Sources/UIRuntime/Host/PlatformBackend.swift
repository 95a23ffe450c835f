import UICore

/// What a platform gives a ``Host``: input events in, display lists out, text metrics and a way
/// to sleep until the user does something.
///
/// The SDL window and the headless software target implement it (`SDLBackend`); tests can
/// implement it with a queue of events and an array of presented lists. All sizes are in
/// window coordinates (OS points); the canvas scale turns them into the app's points.
///
/// See also: ``Host``, ``HostedApp``.
public protocol PlatformBackend: AnyObject {
    /// Measures text the way ``present(_:)`` will draw it (layout must agree with drawing).
    var measurer: any TextMeasuring { get }
    /// The window's size in window coordinates.
    var windowSize: Size { get }
    /// Window coordinates per app point: pointer events are divided by it, drawing multiplied.
    var canvasScale: Double { get set }
    /// Translated input events waiting in the platform's queue, oldest first (never blocks).
    func pollEvents() -> [InputEvent]
    /// Sleeps until an input event is waiting or `timeout` seconds have passed; returns whether
    /// an event is waiting. Backends without a real queue (headless) return at once.
    func waitForEvents(timeout: Double) -> Bool
    /// Draws a display list and shows it; returns whether anything was shown (a backend that
    /// draws only what changed shows nothing for a list identical to the last one).
    @discardableResult
    func present(_ list: DisplayList) -> Bool
    /// Turns delivery of committed text (`InputEvent.text`) on or off: on only while a text field
    /// has focus, so typed letters elsewhere arrive once, as key presses.
    func setTextInput(_ on: Bool)
    /// Where the caret of the field being typed in is (app points): an input method places its
    /// candidate window there. A backend without input methods ignores it.
    func setTextInputRect(_ rect: Rect)
    /// Whether the last ``present(_:)`` showed something provisional that the next frame
    /// should replace even if the list does not change (the software window resamples a
    /// lifting tile while it moves and draws it sharp once it rests): the host then builds one
    /// more frame. False by default.
    var wantsAnotherFrame: Bool { get }
}

extension PlatformBackend {
    public var wantsAnotherFrame: Bool { false }
    public func setTextInputRect(_ rect: Rect) {}
}
