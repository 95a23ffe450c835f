/// Decides, from what changed since the last built frame, how much of the frame due now must be
/// worked out again (``FrameWork``): the one place a ``ViewHost`` decides what it may skip.
///
/// The planner is a pure function of ``Facts``, so every case is tested without a window, and
/// the live window and `cookbook replay` (which differ only in ``Facts/isDrawn``) plan alike.
///
///     let work = FramePlanner.plan(FramePlanner.Facts(isInvalidated: false, settled: true))
///     // .decorations: the lift eases in from the last layout
public enum FramePlanner {
    /// What the host knows about the frame due now and the last built frame.
    public struct Facts: Sendable, Equatable {
        /// Input arrived or the app changed outside the event path since the last frame
        /// (``FrameRequest/isInvalidated``).
        public var isInvalidated: Bool
        /// The frame is shown or read (false: a replay between screenshots).
        public var isDrawn: Bool
        /// The last built frame changed nothing the next one builds from: no state its views read
        /// was written after they read it, no action wrote state after it was built, and focus
        /// and hover stayed while it was built.
        public var settled: Bool
        /// The app shows another scene than the focus system last entered.
        public var sceneChangePending: Bool
        /// A held direction's repeat (or held Select's long press) is due now: it may move focus.
        /// Between repeats a hold changes nothing but what it set moving.
        public var repeatDue: Bool
        /// Something other than looks changes by itself by now: the app's deadline, a timeline
        /// view's next moment, hover lapsing, a spoken hint coming due.
        public var structuralChangeDue: Bool
        /// A scroll view's offset is animating.
        public var scrollsAnimating: Bool
        /// Part of the look lives in the tree itself: a transition rolls text, or a caret or the
        /// on-screen keyboard blinks. The last layout cannot be drawn again as it is.
        public var looksLiveInTree: Bool

        /// Facts with every flag that forces a rebuild off.
        public init(isInvalidated: Bool = false, isDrawn: Bool = true, settled: Bool = true,
                    sceneChangePending: Bool = false, repeatDue: Bool = false,
                    structuralChangeDue: Bool = false, scrollsAnimating: Bool = false,
                    looksLiveInTree: Bool = false) {
            self.isInvalidated = isInvalidated
            self.isDrawn = isDrawn
            self.settled = settled
            self.sceneChangePending = sceneChangePending
            self.repeatDue = repeatDue
            self.structuralChangeDue = structuralChangeDue
            self.scrollsAnimating = scrollsAnimating
            self.looksLiveInTree = looksLiveInTree
        }
    }

    /// The least work that gives the frame due now:
    /// - ``FrameWork/rebuild`` when input or the app asked for it, the last frame did not settle,
    ///   a scene change, a held direction's repeat or a structural deadline is due;
    /// - otherwise, with no scroll animating, the frame can differ only in looks:
    ///   ``FrameWork/skip`` when nobody sees it, else ``FrameWork/decorations`` (a rebuild when
    ///   part of the look lives in the tree);
    /// - with a scroll animating, ``FrameWork/shiftScroll`` (a rebuild when part of the look
    ///   lives in the tree; even unseen, the content must reach its new place for hit testing
    ///   and focus frames).
    public static func plan(_ f: Facts) -> FrameWork {
        guard !f.isInvalidated, f.settled, !f.sceneChangePending, !f.repeatDue, !f.structuralChangeDue else { return .rebuild }
        if !f.scrollsAnimating, !f.isDrawn { return .skip }
        if f.looksLiveInTree { return .rebuild }
        return f.scrollsAnimating ? .shiftScroll : .decorations
    }
}
