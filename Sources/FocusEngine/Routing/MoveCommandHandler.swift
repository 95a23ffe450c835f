import UICore

/// An `onMoveCommand` handler: receives a directional move on the focused view or an ancestor
/// before the focus engine moves focus.
///
/// Returning `.handled` consumes the move (the rating picker changes its rating instead of
/// losing focus); `.ignored` lets it continue up the chain and, failing all, to directional
/// traversal. The direction is the physical one: a handler honouring right-to-left layouts
/// mirrors it itself (`direction.mirrored(for: layoutDirection)`), as the seed's picker does.
public struct MoveCommandHandler {
    /// The handler's action.
    public var action: (MoveDirection) -> KeyPress.Result

    /// A handler running `action`.
    public init(_ action: @escaping (MoveDirection) -> KeyPress.Result) { self.action = action }

    /// Runs the handler.
    public func handle(_ direction: MoveDirection) -> KeyPress.Result { action(direction) }

    /// Offers a move to the handlers along a responder chain, nearest first; returns the id of
    /// the view that handled it, or nil when every handler ignored it (or there were none).
    public static func route(_ direction: MoveDirection, chain: [ViewID],
                             handlers: [ViewID: MoveCommandHandler]) -> ViewID? {
        guard !handlers.isEmpty else { return nil }
        for id in chain {
            if let handler = handlers[id], handler.handle(direction) == .handled { return id }
        }
        return nil
    }
}
