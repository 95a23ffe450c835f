import FocusEngine

/// The runtime's answer to a ``RuntimeCommand`` whose handler needs one.
enum CommandOutcome {
    /// Nothing to say.
    case done
    /// Whether the command took effect (focus taken, text inserted, keyboard opened, a
    /// shortcut handled).
    case took(Bool)
    /// Where a move went.
    case move(MoveResult)
    /// What an editing key did.
    case edit(TextInput.KeyOutcome)
    /// What went back, nil when nothing did.
    case back(BackResult?)

    /// Whether the command took effect (false for outcomes that are not ``took(_:)``).
    var took: Bool { if case .took(let t) = self { t } else { false } }

    /// The move's result (a move that went nowhere for outcomes that are not ``move(_:)``).
    var moveResult: MoveResult? { if case .move(let r) = self { r } else { nil } }
}
