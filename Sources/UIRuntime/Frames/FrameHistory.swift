import UICore

/// What the last frames of a ``ViewHost`` left for its ``FramePlanner``: whether the last built
/// frame settled, when something other than looks next changes by itself, and whether actions
/// wrote state after the last frame was built.
struct FrameHistory {
    /// Whether each built frame works out if it settled (``settled``); off, no frame ever
    /// settles and every frame is rebuilt.
    var tracksSettling = true {
        didSet { if !tracksSettling { settled = false } }
    }
    /// Whether the last built frame changed nothing the next one would build from: no state its
    /// views read was written after they read it (the `@FocusState`s focus was reported to
    /// included), no action wrote state after it, and focus and hover did not move while it was
    /// built (a frame drawn from it since may have unsettled it: hover moved). Building it
    /// again would give the same tree, so the frames after it can be drawn from its layout.
    private(set) var settled = false
    /// Whether actions views asked for after the last built frame (`OnChangeView`) ran: what
    /// they wrote is not in that frame, so the next one is due at once and built whole.
    private(set) var actionsRan = false
    /// The earliest clock time at which something other than looks changes by itself (the app's
    /// deadline, hover lapsing, a timeline view's moment, a hint coming due), worked out after
    /// the last built, drawn or skipped frame.
    var structuralDeadline: Double?
    /// The earliest next moment of the timeline views in the last built tree (nil: none).
    var timelineMoment: Double?
    /// A frame was skipped (unseen) while part of the look lived in the tree (a transition ran):
    /// the last built tree holds that look as it was then, so the next frame drawn is built
    /// whole, not drawn from it.
    var skippedLooksInTree = false

    /// A frame was built whole: `actionsRan`, actions ran after it; `inputStayed`, focus and
    /// hover did not move while it was built; `stateChanged`, state its views read was written
    /// after they read it.
    mutating func built(actionsRan: Bool, inputStayed: Bool, stateChanged: Bool) {
        self.actionsRan = actionsRan
        skippedLooksInTree = false
        settled = tracksSettling && !actionsRan && inputStayed && !stateChanged
    }

    /// Something moved while a frame was drawn from the last layout (hover): the next frame is
    /// built whole.
    mutating func unsettle() { settled = false }

    /// The planner's facts for the frame due now for `request`: `hasLayout`, a tree was laid
    /// out; the rest as ``FramePlanner/Facts`` names them.
    func facts(for request: FrameRequest, now: Double, hasLayout: Bool, sceneChangePending: Bool, repeatDue: Bool,
               scrollsAnimating: Bool, looksLiveInTree: Bool) -> FramePlanner.Facts {
        FramePlanner.Facts(isInvalidated: request.isInvalidated, isDrawn: request.isDrawn, settled: settled && hasLayout,
                           sceneChangePending: sceneChangePending, repeatDue: repeatDue,
                           structuralChangeDue: structuralDeadline.map { $0 <= now } ?? false,
                           scrollsAnimating: scrollsAnimating, looksLiveInTree: looksLiveInTree)
    }
}
