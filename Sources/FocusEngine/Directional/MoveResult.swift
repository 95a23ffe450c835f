import UICore

/// What one focus move did and why: the answer the focus debugger prints.
public struct MoveResult: Hashable, Sendable {
    /// The move as named in the debugger: up, down, left, right, next or previous.
    public var move: FocusMove
    /// Focus before the move (nil when nothing was focused).
    public var from: ViewID?
    /// Focus after the move (equal to `from` when focus stayed).
    public var to: ViewID?
    /// Whether focus changed.
    public var moved: Bool
    /// A short human explanation: "nearest in beam", "no candidate in direction", …
    public var reason: String
    /// The candidates considered: scored ones nearest first, then rejected ones in tree order.
    public var candidates: [Candidate]
    /// The focus section the move entered, when it went through one.
    public var enteredSection: ViewID?
    /// The view whose `onMoveCommand` handled the move, when one did.
    public var handledBy: ViewID?

    /// A result with every field given.
    public init(move: FocusMove, from: ViewID?, to: ViewID?, moved: Bool, reason: String,
                candidates: [Candidate] = [], enteredSection: ViewID? = nil, handledBy: ViewID? = nil) {
        self.move = move; self.from = from; self.to = to; self.moved = moved; self.reason = reason
        self.candidates = candidates; self.enteredSection = enteredSection; self.handledBy = handledBy
    }
}
