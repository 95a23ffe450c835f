/// What evaluating one view's `body`, and resolving everything it returned, read and did: the
/// dependencies that say when a view kept from an earlier frame must be evaluated again, and the
/// side effects a reuse repeats (``RetainedEvaluations``).
///
/// Reads of views evaluated inside it are merged in when they finish, so a view's record covers
/// its whole subtree: a view is reused whole only when nothing anywhere in its subtree changed.
/// What the `body` call itself read is kept apart too (``RetainedEvaluation/bodyRecord``): when
/// only what was read below it changed, the body is not run again. Items of lazy containers are
/// not part of it: they are built during layout, each as its own root.
final class EvaluationRecord {
    /// `@State` and `@FocusState` storage read, with the versions read.
    var stateReads: [StateRead] = []
    /// Whether a view (by id) was focused, as read.
    var focusReads: [(id: ViewID, focused: Bool)] = []
    /// Whether a view (by id) was on the focus path, as read.
    var pathReads: [(id: ViewID, inside: Bool)] = []
    /// Whether the view resolved at a place (an unnamed focusable's ``FocusTraits/position``)
    /// was focused, as read.
    var positionReads: [(position: Int, focused: Bool)] = []
    /// The focused id, when it was read as a whole (any focus move then counts).
    var focusedIDRead: ViewID??
    /// Whether Select was held on the focused view, when a focused view read it (a custom
    /// button style's `isPressed`).
    var selectHeldRead: Bool?
    /// The frame time, when it was read.
    var timeRead: Double?
    /// The frame times a ``TimelineView``'s content stays right for, when one was resolved: from
    /// the time it was built until its schedule's next moment (infinity: none).
    var timeline: (from: Double, until: Double)?
    /// Whether something was read that no change can be seen of: never reuse.
    var untracked = false
    /// Whether the environment's focus values (``EnvironmentValues/isFocused``,
    /// ``EnvironmentValues/containsFocus``) were read: a view that read neither is reused in an
    /// environment that differs from its own only in them.
    var readsFocusEnvironment = false
    /// State slots used (kept alive when the view is reused).
    var touchedSlots: [StateKey] = []
    /// Identity scopes opened, in order (opened again, in order, when the view is reused, so
    /// scopes opened after it keep their numbers).
    var scopeLog: [(key: Int, label: String)] = []
    /// Keys of the kept evaluations inside this one.
    var nested: [Int] = []

    init() {}

    /// A copy of this record as it stands (what a `body` call read, before its result resolved:
    /// ``RetainedEvaluation/bodyRecord``).
    func snapshot() -> EvaluationRecord {
        let copy = EvaluationRecord()
        copy.merge(self)
        return copy
    }

    /// Whether nothing read has changed in `frame`.
    func isCurrent(in frame: ResolveFrame) -> Bool {
        if untracked { return false }
        if let t = timeRead, t != frame.time { return false }
        if let w = timeline, frame.time < w.from || frame.time + TimelineView.earliness > w.until { return false }
        if let f = focusedIDRead, f != frame.focusedID { return false }
        if let held = selectHeldRead, held != frame.isSelectHeld { return false }
        for r in stateReads where r.storage.version != r.version { return false }
        for r in focusReads where (frame.focusedID == r.id) != r.focused { return false }
        for r in pathReads where frame.focusPath.contains(r.id) != r.inside { return false }
        for r in positionReads where (frame.focusedPosition == r.position) != r.focused { return false }
        return true
    }

    /// Notes a timeline's content built at `from`, right until `until`: the view stays current
    /// for frame times in every span noted.
    func noteTimeline(from: Double, until: Double) {
        timeline = timeline.map { (max($0.from, from), min($0.until, until)) } ?? (from, until)
    }

    /// Adds what an evaluation inside this one read and did.
    func merge(_ inner: EvaluationRecord) {
        stateReads += inner.stateReads
        focusReads += inner.focusReads
        pathReads += inner.pathReads
        positionReads += inner.positionReads
        if focusedIDRead == nil { focusedIDRead = inner.focusedIDRead }
        if selectHeldRead == nil { selectHeldRead = inner.selectHeldRead }
        if timeRead == nil { timeRead = inner.timeRead }
        if let w = inner.timeline { noteTimeline(from: w.from, until: w.until) }
        untracked = untracked || inner.untracked
        readsFocusEnvironment = readsFocusEnvironment || inner.readsFocusEnvironment
        touchedSlots += inner.touchedSlots
        scopeLog += inner.scopeLog
        nested += inner.nested
    }
}
