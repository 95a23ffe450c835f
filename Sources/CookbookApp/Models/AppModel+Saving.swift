import Foundation

/// Saving: every change to user data is applied to the in-memory snapshot (what screens draw),
/// then committed to the store as one transaction — at once, or for text fields after
/// ``AppModel/textCommitDelay`` (and on focus loss and quit). The `data` trace event of a change
/// comes only after its commit succeeded. When a commit fails (read-only or full disk, database
/// locked too long) the change stays in memory, the problem is reported once (stderr and the
/// footer message) in plain words, no `data` event is emitted, and the next commit retries.
extension AppModel {
    /// How long typed text may wait before it is committed: about a typing pause (~0.5 s, the
    /// usual autosave debounce), so a burst of keystrokes is one transaction and a crash loses at
    /// most this much typing. The deadline is set by the first uncommitted keystroke and is not
    /// pushed back by later ones.
    public static let textCommitDelay = 0.5

    /// Whether changes are waiting to be committed (debounced text, or a failed save).
    public var hasUnsavedChanges: Bool { !unsavedChanges.isEmpty }

    /// Commits pending text edits once their deadline (``nextCommitDeadline``) has passed. The
    /// runtime calls it every frame; a host loop that sleeps while idle must wake by the deadline.
    public func commitPendingChanges(now: Double) {
        guard let deadline = nextCommitDeadline, now >= deadline else { return }
        commit()
    }

    /// Commits everything pending now (a text field lost focus, the app quits, a replay ends).
    public func commitAllPendingChanges() {
        guard hasUnsavedChanges else { return }
        commit()
    }

    /// Applies a change to user data and commits it (after the debounce when `debounced`).
    func change(_ what: String, debounced: Bool = false, _ body: (inout UserData) -> Void) {
        var copy = userData
        body(&copy)
        guard copy != userData else { return }
        userData = copy
        if !unsavedChanges.contains(what) { unsavedChanges.append(what) }
        if debounced {
            if nextCommitDeadline == nil { nextCommitDeadline = now() + Self.textCommitDelay }
        } else {
            commit()
        }
    }

    /// Commits every change since the last commit as one transaction, then reports each.
    func commit() {
        nextCommitDeadline = nil
        guard let store else {
            // No store (benchmarks): nothing is saved, so nothing is reported as saved.
            unsavedChanges.removeAll()
            return
        }
        do {
            let (saved, renumbered) = try store.save(from: persisted, to: userData)
            self.renumbered = renumbered
            // A renumbered grocery item keeps its focus.
            if let focused = groceryFocus.wrappedValue, let now = renumbered[focused] { groceryFocus.wrappedValue = now }
            // What the database holds now: this change and every other process's.
            userData = saved
            persisted = saved
            saveFailure = nil
            let done = unsavedChanges
            unsavedChanges.removeAll()
            for what in done { emit(TraceEvent("data", [("what", .string(what))])) }
        } catch {
            let problem = error
            guard saveFailure == nil else { return }
            let message = store.failureMessage(problem)
            saveFailure = message
            lastMessage = message
            FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
        }
    }

    /// How often the frame loop asks the store whether another process committed: a quarter
    /// of a second, so another window's change shows within a glance (about the 250 ms a
    /// response feels immediate within) for one cheap `PRAGMA data_version` query.
    static let storePollInterval = 0.25

    /// Asks the store, at most every ``storePollInterval`` of clock time, whether another
    /// process committed, and shows the merged data when one did.
    public func pollStore(now: Double) {
        guard now - lastStorePoll >= Self.storePollInterval || now < lastStorePoll else { return }
        lastStorePoll = now
        refreshFromStore()
    }

    /// Shows what other processes (another window, the widget extension) committed, merged with
    /// this one's changes not yet committed (``UserDataMerge``).
    func refreshFromStore() {
        guard let store, let theirs = store.dataIfChanged() else { return }
        if unsavedChanges.isEmpty {
            userData = theirs
        } else {
            let (merged, renumbered) = UserDataMerge.merge(base: persisted, mine: userData, theirs: theirs)
            if let focused = groceryFocus.wrappedValue, let now = renumbered[focused] { groceryFocus.wrappedValue = now }
            userData = merged
        }
        persisted = theirs
    }
}
