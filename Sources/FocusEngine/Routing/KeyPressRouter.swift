import UICore

/// Routes key presses along the responder chain to `onKeyPress` handlers (F9).
///
/// The focused view's handlers go first, then each ancestor's; the first `.handled` result stops
/// the press. A view's handlers run in the order they were added.
public struct KeyPressRouter {
    /// What routing a press did.
    public struct Outcome: Hashable, Sendable {
        /// `.handled` when some handler took the press, else `.ignored`.
        public var result: KeyPress.Result
        /// The id of the view whose handler took it.
        public var byID: ViewID?

        /// An outcome.
        public init(result: KeyPress.Result, byID: ViewID?) { self.result = result; self.byID = byID }
    }

    /// Handlers by view id.
    public var handlers: [ViewID: [KeyPressHandler]]

    /// A router over handlers by view id.
    public init(handlers: [ViewID: [KeyPressHandler]] = [:]) { self.handlers = handlers }

    /// Adds a handler to a view (after its existing ones).
    public mutating func add(_ handler: KeyPressHandler, to id: ViewID) {
        handlers[id, default: []].append(handler)
    }

    /// Offers the press to the chain (focused id first, then ancestors): the first `.handled` wins.
    public func route(_ press: KeyPress, chain: [ViewID]) -> Outcome {
        for id in chain {
            for handler in handlers[id] ?? [] where handler.handle(press) == .handled {
                return Outcome(result: .handled, byID: id)
            }
        }
        return Outcome(result: .ignored, byID: nil)
    }
}
