/// Why a ``Host`` asks its app for a frame, so the app can tell how much of the frame it must
/// work out again.
///
/// A frame due by time alone (an animation step, a deadline) that can differ from the last one
/// only in how it looks — a lift easing in, a toast fading — need not be resolved and laid out
/// again: a ``ViewHost`` draws it from its last layout, or, when nobody will see it (a replay
/// between screenshots), does not build it at all. Which frames are such is the app's business;
/// the host only says what it knows.
public struct FrameRequest: Sendable, Equatable {
    /// Something other than time asked for the frame: input arrived, or
    /// ``Host/setNeedsFrame()`` was called (the app changed outside the event path).
    public var isInvalidated: Bool
    /// Whether the frame is shown or returned to a caller that reads it; false between a
    /// replay's screenshots, where a frame that could differ only in looks may be skipped and a
    /// frame built whole draws no display list (an empty one stands for it).
    public var isDrawn: Bool

    public init(isInvalidated: Bool = true, isDrawn: Bool = true) {
        self.isInvalidated = isInvalidated
        self.isDrawn = isDrawn
    }

    /// A frame built whole and drawn (what ``HostedApp/frame()`` builds).
    public static let whole = FrameRequest()
}
