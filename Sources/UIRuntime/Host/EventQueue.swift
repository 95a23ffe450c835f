import UICore

/// Input waiting for the next frame, coalesced and rationed so a flood of events never starves
/// rendering: consecutive pointer moves keep only the last position, consecutive wheel events
/// add up, consecutive stick positions keep the last, and at most ``perFrameLimit`` events are
/// handed out per frame (the rest wait for the following frames, in order).
public struct EventQueue: Sendable {
    /// Events handed to the app per frame. A person produces at most a few inputs in one 16 ms
    /// frame; 64 leaves room for scripted bursts and pasted text while keeping a frame's input
    /// handling well under a frame's time (each key press routes through the view tree once).
    public static let perFrameLimit = 64

    private var pending: [InputEvent] = []
    private var head = 0

    /// An empty queue.
    public init() {}

    /// Whether events are waiting.
    public var isEmpty: Bool { head == pending.count }
    /// How many events are waiting (after coalescing).
    public var count: Int { pending.count - head }

    /// Appends events, merging each with the last waiting one when they are the same motion.
    public mutating func append<S: Sequence>(contentsOf events: S) where S.Element == InputEvent {
        for e in events { append(e) }
    }

    /// Appends one event, merging it into the last waiting event when both are the same motion.
    public mutating func append(_ event: InputEvent) {
        if head < pending.count, let merged = Self.merge(pending[pending.count - 1], event) {
            pending[pending.count - 1] = merged
        } else {
            pending.append(event)
        }
    }

    /// The next frame's share of events, oldest first.
    public mutating func takeFrame(limit: Int = EventQueue.perFrameLimit) -> ArraySlice<InputEvent> {
        let end = min(pending.count, head + max(1, limit))
        let slice = pending[head..<end]
        head = end
        if head == pending.count { pending.removeAll(keepingCapacity: true); head = 0 }
        return slice
    }

    /// Two consecutive events as one, when they describe the same continuous motion.
    static func merge(_ a: InputEvent, _ b: InputEvent) -> InputEvent? {
        switch (a, b) {
        case (.pointerMoved, .pointerMoved(let p)): return .pointerMoved(p)
        case (.wheel(let ax, let ay), .wheel(let bx, let by)): return .wheel(dx: ax + bx, dy: ay + by)
        case (.stick, .stick(let x, let y)): return .stick(x: x, y: y)
        case (.resized, .resized(let s)): return .resized(s)
        case (.exposed, .exposed): return .exposed
        case (.wake, .wake): return .wake
        default: return nil
        }
    }
}
