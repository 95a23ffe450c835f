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
            let saved = try store.save(from: persisted, to: userData)
            // A renumbered grocery item keeps its focus.
            for (was, now) in zip(userData.grocery.items, saved.grocery.items) where was.id != now.id && groceryFocus.wrappedValue == was.id {
                groceryFocus.wrappedValue = now.id
            }
            userData = saved
            persisted = saved
            saveFailure = nil
            let done = unsavedChanges
            unsavedChanges.removeAll()
            for what in done { emit(.data(what: what)) }
        } catch {
            let problem = error as? StoreProblem ?? .other("\(error)")
            guard saveFailure == nil else { return }
            let message = store.failureMessage(problem)
            saveFailure = message
            lastMessage = message
            FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
        }
    }

    /// Picks up drinks another process (the widget extension) logged, unless this one has
    /// entries of its own still waiting to be saved.
    func refreshCaffeineLog() {
        guard userData.caffeineLog == persisted.caffeineLog, let log = store?.currentCaffeineLog(), log != persisted.caffeineLog else { return }
        userData.caffeineLog = log
        persisted.caffeineLog = log
    }
}
