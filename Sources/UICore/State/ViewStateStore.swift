/// View-local state (`@State`, `@FocusState`) kept between frames by view identity.
///
/// A view value is made afresh each time its parent runs, so its own state cannot live in it. The
/// resolver gives each composite view an identity path (its place among its parent's children,
/// explicit ids, its type) and hands each state property the storage kept under that path and
/// the property's name. Storage of views no frame resolved any more is dropped at the end of the
/// frame, as SwiftUI drops the state of views that leave the hierarchy. Views resolved without a
/// store (tests resolving a view directly) keep their state in the view value for that pass.
public final class ViewStateStore {
    private var slots: [StateKey: AnyObject] = [:]
    private var touched: Set<StateKey> = []
    /// Keys used while ``collectingTouches(_:)`` runs (nested calls share it).
    private var touchLog: [StateKey] = []
    /// How many ``collectingTouches(_:)`` calls are under way.
    private var collecting = 0
    /// Actions views asked to run once the frame is built (``OnChangeView``).
    private var afterUpdateActions: [() -> Void] = []
    /// Focus views asked for, applied once the frame is built (``NavigationStack``'s push and pop).
    private var focusRequests: [FocusRequest] = []
    /// Scrolls ``ScrollViewProxy``s asked for, carried out once the frame is laid out.
    private var scrollRequests: [ScrollToRequest] = []

    /// The views kept from frame to frame, so a `body` runs only when something it read changed.
    public let evaluations = RetainedEvaluations()

    /// An empty store.
    public init() {}

    /// How many state properties are stored.
    public var count: Int { slots.count }

    /// Starts a frame: storage not used again before ``endFrame()`` is dropped then.
    public func beginFrame() {
        touched.removeAll(keepingCapacity: true)
        nextTimelineMoment = nil
        evaluations.beginFrame()
    }

    /// Whether state some view read in the frame since ``beginFrame()`` was written since it
    /// was read (a `@FocusState` the frame reported focus to, a `@State` an action wrote): the
    /// views built then are out of date.
    public var readStateChanged: Bool { evaluations.readStateChanged }

    /// The earliest next moment of the ``TimelineView``s resolved since ``beginFrame()`` (nil:
    /// none), noted as they resolve, so the host learns it without walking the tree.
    public private(set) var nextTimelineMoment: Double?

    /// Notes a timeline view's next moment.
    func noteTimelineMoment(_ moment: Double) {
        nextTimelineMoment = min(nextTimelineMoment ?? moment, moment)
    }

    /// Ends a frame, dropping the storage of views that were not resolved in it; the
    /// `onDisappear` actions of those that had one are asked to run (``takeAfterUpdateActions()``).
    public func endFrame() {
        var kept: [StateKey: AnyObject] = [:]
        kept.reserveCapacity(touched.count)
        for (key, slot) in slots {
            if touched.contains(key) {
                kept[key] = slot
            } else if let presence = slot as? Presence, let disappear = presence.disappear {
                afterUpdate(disappear)
            }
        }
        slots = kept
        // Registrations withdrawn from the Observation framework leave the views reading models
        // untracked until they run again: the frame after this one is built, so they do at once.
        if evaluations.endFrame() { afterUpdate {} }
    }

    /// Whether a ``GeometryReader`` was placed at a size other than its content was built for
    /// since the last ``takeGeometryChange()``.
    private var geometryChanged = false

    /// Notes that a ``GeometryReader`` was placed at a new size: its content is out of date.
    func noteGeometryChange() { geometryChanged = true }

    /// Whether a ``GeometryReader`` was placed at a new size since the last call (the host then
    /// resolves and lays the frame out again before drawing it).
    public func takeGeometryChange() -> Bool {
        defer { geometryChanged = false }
        return geometryChanged
    }

    /// Keeps the storage under `key` through this frame (a view reused from an earlier frame).
    func touch(_ key: StateKey) {
        touched.insert(key)
        if collecting > 0 { touchLog.append(key) }
    }

    /// Runs `body`, returning with its result the keys of the storage used while it ran (the
    /// views it resolved, reused ones included): what a ``TabView`` keeps alive for a tab it hides.
    func collectingTouches<R>(_ body: () -> R) -> (R, [StateKey]) {
        let start = touchLog.count
        collecting += 1
        let result = body()
        collecting -= 1
        let keys = Array(touchLog[start...])
        if collecting == 0 { touchLog.removeAll(keepingCapacity: true) }
        return (result, keys)
    }

    /// Keeps the storage under `keys` through this frame though no view uses it (the views of a
    /// tab not shown), except appearances (``Presence``): a view not shown has disappeared, and
    /// appears again when shown. Noted in the evaluation under way, so reusing it keeps them too.
    func keepAlive(_ keys: [StateKey]) {
        for key in keys where !(slots[key] is Presence) {
            touched.insert(key)
            evaluations.active?.touchedSlots.append(key)
            if collecting > 0 { touchLog.append(key) }
        }
    }

    /// Asks for `action` to run once the frame being resolved is built (``takeAfterUpdateActions()``).
    func afterUpdate(_ action: @escaping () -> Void) { afterUpdateActions.append(action) }

    /// The actions views asked to run since the last call, in the order they asked: the host
    /// runs them after building a frame, then builds the next one whole.
    public func takeAfterUpdateActions() -> [() -> Void] {
        defer { afterUpdateActions = [] }
        return afterUpdateActions
    }

    /// Asks for focus to move as `request` says once the frame being resolved is built (the
    /// host's ``takeFocusRequests()``): back where a navigation stack's level had it, to a
    /// pushed screen's default, or (asked by the runtime between frames) into a submenu.
    package func requestFocus(_ request: FocusRequest) { focusRequests.append(request) }

    /// The focus asked for since the last call, in the order asked (the last that can be
    /// granted wins).
    public func takeFocusRequests() -> [FocusRequest] {
        defer { focusRequests = [] }
        return focusRequests
    }

    /// Asks for a scroll to a view once the next frame is laid out (``ScrollViewProxy/scrollTo(_:anchor:)``;
    /// the host's ``takeScrollRequests()``).
    package func requestScroll(_ request: ScrollToRequest) { scrollRequests.append(request) }

    /// Whether a scroll was asked for since ``takeScrollRequests()`` was last called: the next
    /// frame is due and is laid out.
    public var hasScrollRequests: Bool { !scrollRequests.isEmpty }

    /// The scrolls asked for since the last call, in the order asked.
    public func takeScrollRequests() -> [ScrollToRequest] {
        defer { scrollRequests = [] }
        return scrollRequests
    }

    /// The storage under `key`, made by `make` the first time.
    func slot<T: AnyObject>(_ key: StateKey, make: () -> T) -> T {
        touched.insert(key)
        evaluations.active?.touchedSlots.append(key)
        if collecting > 0 { touchLog.append(key) }
        if let s = slots[key] as? T { return s }
        let s = make()
        slots[key] = s
        return s
    }
}

/// A view property whose storage the resolver installs from a ``ViewStateStore``.
protocol ViewStateInstalling {
    /// Points the property at the store's storage under `key` (made from its initial value the
    /// first time).
    func install(in store: ViewStateStore, key: StateKey)
}

/// Where one state property lives: its view's identity path and the property's name.
struct StateKey: Hashable {
    var path: Int
    var label: String
}

extension ViewStateInstalling {
    /// A copy of the value of this type stored at `pointer`.
    static func load(from pointer: UnsafeRawPointer) -> any ViewStateInstalling {
        pointer.assumingMemoryBound(to: Self.self).pointee
    }
}
