#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The views a host keeps from frame to frame, so a view's `body` runs again only when
/// something it read changed (SwiftUI's dependency-tracked evaluation).
///
/// As a composite view resolves, an evaluation record notes what its `body` and everything it
/// returned read: `@State` and `@FocusState` storage (with versions), ``Observed`` properties,
/// the `@Observable` models' properties the Observation framework saw read (it tracks each run),
/// which views' focus it asked about, the frame's time. The next time a view of the same type
/// resolves at the same place (its identity path), it is not evaluated when:
/// - its inputs equal the last ones (`Equatable` properties with `==`, bindings by
///   the state they read, closures not compared, `@Observable` models and ``ObservableModel``s
///   by identity; a view holding any other object is always evaluated, since that object's
///   properties change unseen),
/// - it resolves in the same environment and under the same identity,
/// - nothing it read changed.
/// Then a copy of the node it resolved to is used, and the side effects of resolving it are
/// repeated: its state is kept, the identity scopes it opened are opened again in order.
///
/// When what changed was read below the body — a child's `@State`, the focus a child asked
/// about, a `TimelineView`'s moment, a closure a container runs as it resolves — but nothing the
/// `body` call itself read, the body is not run again either (SwiftUI's parent does not re-run
/// for its child's state): what it returned last time is resolved again, its unchanged
/// children reused and the changed ones evaluated. Views no frame resolved or reused are
/// dropped at the end of the frame with their state.
///
/// A lazy container's items resolve during layout, each on its own: scrolling a list evaluates
/// the rows that enter view and the rows whose own inputs changed (the two a focus move touches),
/// not the screen holding the list.
public final class RetainedEvaluations {
    /// Whether views are kept between frames (off: every view is evaluated every time, as
    /// before; `COOKBOOK_RETAIN_VIEWS=0` turns it off for comparison).
    public var isEnabled = RetainedEvaluations.enabledByDefault

    /// On unless the environment variable `COOKBOOK_RETAIN_VIEWS` is `0`.
    public static let enabledByDefault: Bool = {
        guard let v = getenv("COOKBOOK_RETAIN_VIEWS") else { return true }
        return String(cString: v) != "0"
    }()

    /// Whether a kept view brings the layout of its subtree along from the last frame, so a
    /// subtree placed at the size it had is moved rather than laid out again (on unless
    /// `COOKBOOK_RETAIN_LAYOUT=0`, for comparison).
    public var bringsLayout = RetainedEvaluations.bringsLayoutByDefault

    /// On unless the environment variable `COOKBOOK_RETAIN_LAYOUT` is `0`.
    public static let bringsLayoutByDefault: Bool = {
        guard let v = getenv("COOKBOOK_RETAIN_LAYOUT") else { return true }
        return String(cString: v) != "0"
    }()

    /// The evaluation being recorded (innermost), if any; also this thread's
    /// ``EvaluationRecord/current``, where ``Observed`` properties note their reads.
    var active: EvaluationRecord? {
        didSet { EvaluationRecord.current = active }
    }
    private var kept: [Int: RetainedEvaluation] = [:]
    private var used: Set<Int> = []
    /// The Observation framework's tracking of the runs, for views reading `@Observable` models.
    let observation = ObservationScopes()

    /// `body` evaluations since the counters were last reset, all views.
    public private(set) var evaluationCount = 0
    /// Reuses of a kept view since the counters were last reset.
    public private(set) var reuseCount = 0
    /// Kept views whose `body` was not run again but whose result was resolved again, because
    /// only something read below the body changed, since the counters were last reset.
    public private(set) var refreshCount = 0
    /// Nodes copied into the copies kept views hold of what they resolved to since the
    /// counters were last reset: a view resolved again copies the nodes it made itself, taking
    /// its kept children's subtrees by reference.
    public private(set) var keptNodesCopied = 0
    /// `body` evaluations per view type name since the counters were last reset.
    public private(set) var evaluationsByType: [String: Int] = [:]
    /// Whether evaluations are counted per type name (tests; off, only the totals count).
    public var countsByType = false

    init() {}

    /// How many views are kept.
    public var count: Int { kept.count }

    /// Sets the counters to zero.
    public func resetCounters() {
        evaluationCount = 0; reuseCount = 0; refreshCount = 0; keptNodesCopied = 0; evaluationsByType = [:]
    }

    /// The state read by the views resolved since ``beginFrame()`` — evaluated or kept, lazy
    /// items included — with the versions read.
    private var frameReads: [StateRead] = []

    /// Starts a frame's record of the state its views read.
    func beginFrame() { frameReads.removeAll(keepingCapacity: true) }

    /// Whether any state a view read this frame was written since.
    var readStateChanged: Bool { frameReads.contains { $0.storage.version != $0.version } }

    /// Runs `body`, work of type `type` outside any view's `body` that reads what views show —
    /// a lazy container's `ForEach` content closure making an item's view as layout reaches it —
    /// recording what it reads as a `body`'s reads are: into the evaluation under way, else
    /// into the frame's reads, so a change to it (an `@Observable` model written by an async
    /// task) makes the next wake build the frame that shows it.
    func tracked<R>(_ type: ObjectIdentifier, _ body: () -> R) -> R {
        let record = EvaluationRecord()
        let result = recording(type, into: record, body)
        passOn(record)
        return result
    }

    /// Runs `body` (work of type `type`) with `record` the active evaluation, where what it reads
    /// is noted, the Observation framework's reads included; the evaluation around it is active
    /// again afterwards.
    private func recording<R>(_ type: ObjectIdentifier, into record: EvaluationRecord, _ body: () -> R) -> R {
        let outer = active
        active = record
        defer { active = outer }
        return observation.run(type, into: record, body)
    }

    /// Hands what `record` read and did to the evaluation under way, which depends on it too;
    /// with none, its reads become the frame's.
    private func passOn(_ record: EvaluationRecord) {
        if let active { active.merge(record) } else { frameReads += record.stateReads }
    }

    /// Drops the kept views no resolve used since the last call, and withdraws the Observation
    /// framework's registrations when too many are left (``ObservationScopes``); returns whether
    /// it did (the views reading models are then due to run).
    func endFrame() -> Bool {
        if kept.count != used.count { kept = kept.filter { used.contains($0.key) } }
        used.removeAll(keepingCapacity: true)
        return observation.flushIfCrowded(keptViews: kept.count)
    }

    /// Drops every kept view (the next frame evaluates everything).
    public func removeAll() { kept = [:]; used = [] }

    /// Resolves composite view `view` at `context` (its identity path already taken), reusing
    /// the node kept from an earlier frame when nothing it depends on changed, and the result of
    /// its `body` when only something read below the body changed.
    ///
    /// `body` prepares the view (its environment and state) and returns its `body`: it runs only
    /// when the view is evaluated. `item`: the view is a lazy container's item, whose node
    /// nothing but the container's layout touches: reused, it is handed out as it was laid out
    /// last frame (when nothing in it changes after layout), and the container moves it instead
    /// of laying it out again.
    func resolve<V: View>(_ view: V, in context: ResolveContext, store: ViewStateStore, item: Bool = false,
                          body: (V, ResolveContext) -> any View) -> Node {
        let key = context.identityPath
        // A kept view of this type has this type's plan: only a view not kept looks it up.
        if isEnabled, let kept = kept[key] as? TypedRetainedEvaluation<V>, kept.isSameContext(context),
           ViewInputs.equal(kept.view, view, plan: kept.fields) {
            if kept.record.isCurrent(in: context.frame) {
                return reuse(kept, key: key, store: store, frame: context.frame, item: item)
            }
            // Only something read below the body changed (a child's state, a focus a child asked
            // about, a timeline's moment): as SwiftUI, the body is not run again; what it
            // returned is resolved again, its unchanged children reused.
            if kept.bodyRecord.isCurrent(in: context.frame) {
                refreshCount += 1
                for slot in kept.bodyRecord.touchedSlots { store.touch(slot) }
                return record(kept.view, body: kept.body, bodyRecord: kept.bodyRecord, fields: .fields(kept.fields),
                              key: key, in: context, item: item)
            }
        }
        // Evaluate, recording what it reads.
        let record = EvaluationRecord()
        evaluationCount += 1
        if countsByType { evaluationsByType[String(describing: V.self), default: 0] += 1 }
        let result = recording(ObjectIdentifier(V.self), into: record) { body(view, context) }
        return self.record(view, body: result, bodyRecord: record, fields: ViewInputs.plan(for: V.self),
                           key: key, in: context, item: item)
    }

    /// Resolves `body`, what `view` returned from its `body` call (whose reads `bodyRecord`
    /// holds), recording what resolving it reads on top of those, and keeps the view when its
    /// inputs can be compared and nothing it read is seen to change only by time.
    private func record<V: View>(_ view: V, body: any View, bodyRecord: EvaluationRecord, fields plan: ViewInputs.Plan,
                                 key: Int, in context: ResolveContext, item: Bool) -> Node {
        let record = bodyRecord.snapshot()
        let outer = active
        let node = recording(ObjectIdentifier(V.self), into: record) { context.resolve(body) }
        used.insert(key)
        if outer == nil { frameReads += record.stateReads }
        // A view holding an object nothing observes is evaluated every time it resolves; the
        // views around it are never reused whole (their record says so: reusing one would hand
        // out its old node), but are kept to resolve what their bodies returned again.
        if case .untracked = plan { record.untracked = true }
        // A view whose body read the frame's time itself is evaluated every frame: not kept.
        if isEnabled, bodyRecord.timeRead == nil, case .fields(let fields) = plan {
            let original = node.resolvedCopy(copied: &keptNodesCopied)
            // A change inside a view's subtree by the views around it that did not mark its way
            // down would be lost from the copy (debug builds check every copy).
            assert(Node.resolvesAlike(original, node), "a kept copy differs from what \(V.self) resolved to")
            let entry = TypedRetainedEvaluation(view: view, body: body, fields: fields, record: record, bodyRecord: bodyRecord,
                                                node: original, context: context)
            node.resolvedOriginal = original
            node.changedAfterResolve = false
            if item, entry.keepsLayout { entry.live = node } else if !item { entry.laidOut = node }
            kept[key] = entry
            record.nested.append(key)
        } else {
            kept[key] = nil
        }
        outer?.merge(record)
        return node
    }

    /// Whether a node can be handed out again as laid out: nothing in its subtree is changed
    /// after layout (no text field, which gets a caret; no transition, whose effects ease; no
    /// scroll view or lazy container, whose content depends on where the view sits).
    static func keepsLayout(of node: Node) -> Bool {
        var keeps = true
        node.visit { n in
            switch n.kindCase {
            case .scroll, .lazy: keeps = false
            default: if n.changesAfterLayout || n.focus?.isTextField == true { keeps = false }
            }
            return keeps
        }
        return keeps
    }

    /// Hands out kept view `kept` again, nothing it read having changed, and repeats what
    /// resolving it did: its state and the views inside it are kept, its scopes opened again in
    /// order; the evaluation under way (its parent) takes on its dependencies, and the next
    /// moment of the timelines inside it is noted again.
    private func reuse<V: View>(_ kept: TypedRetainedEvaluation<V>, key: Int, store: ViewStateStore, frame: ResolveFrame,
                                item: Bool) -> Node {
        reuseCount += 1
        let record = kept.record
        for k in record.nested { used.insert(k) }
        for slot in record.touchedSlots { store.touch(slot) }
        for s in record.scopeLog { _ = frame.scopes.number(of: s.key, under: s.label) }
        if let w = record.timeline, w.until.isFinite { store.noteTimelineMoment(w.until) }
        passOn(record)
        if item, let live = kept.live {
            live.carryOwnLayout()
            live.resolvedOriginal = kept.node
            return live
        }
        // Any other view brings last frame's layout along where it holds (not through scroll
        // views, lazy containers or what the runtime changes after layout).
        if !item, bringsLayout, let twin = kept.laidOut {
            let copy = kept.node.retainedCopy(layoutFrom: twin)
            copy.resolvedOriginal = kept.node
            kept.laidOut = copy
            return copy
        }
        let copy = kept.node.retainedCopy()
        copy.resolvedOriginal = kept.node
        if item, kept.keepsLayout { kept.live = copy } else if !item { kept.laidOut = copy }
        return copy
    }
}
