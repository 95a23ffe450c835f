import UICore

/// The focused view the scroll views were last moved to reveal, while that reveal may still need
/// correcting: rows measured as they are built (a lazy stack's estimated rows) can move the view
/// after its reveal was worked out, so it is revealed again from where it really is, frame after
/// frame, until a correction moves nothing.
///
/// A reveal is done with once a frame measures nothing and nothing scrolls, when focus moves on,
/// or when the person scrolls away from it (``drop()``: the wheel, a click).
struct FocusReveal {
    /// The view being revealed.
    private(set) var view: ViewID?
    /// Whether the last frame corrected the reveal: the next one checks it again (the correction
    /// was worked out before the rows it brought into view were measured).
    private var corrected = false

    /// The scroll views were moved to reveal `id`.
    mutating func began(_ id: ViewID) { view = id }

    /// The reveal needs no more correcting.
    mutating func drop() { view = nil }

    /// After a built frame, the view to reveal again, if any: `focused`, the view focus is on;
    /// `measured`, the frame was laid out again because sizes changed as it was laid out;
    /// `scrolling`, a scroll view is still moving.
    mutating func due(focused: ViewID?, measured: Bool, scrolling: Bool) -> ViewID? {
        let wasCorrected = corrected
        corrected = false
        guard let id = view else { return nil }
        guard id == focused else { view = nil; return nil }
        if measured || wasCorrected { return id }
        if !scrolling { view = nil }
        return nil
    }

    /// Notes whether revealing the view again moved a scroll view.
    mutating func revealedAgain(moved: Bool) { corrected = moved }
}
