import Foundation

/// Saving: every change to user data is applied to the in-memory snapshot (what screens draw),
/// then committed to the store as one transaction — at once, or for text fields after
/// ``AppModel/textCommitDelay`` (and on focus loss and quit). The `data` trace event of a change
/// comes only after its commit succeeded. When a commit fails (read-only or full disk, database
/// locked too long) the change stays in memory, the problem is reported once (stderr and the
/// footer message) in plain words, no `data` event is emitted, and the next commit retries.
///
/// In the live window (``AppModel/commitsInBackground``) a commit runs on a thread of its own
/// (``BackgroundCommits``): the frame loop never waits for the disk or for another process's
/// lock, and a failed commit is tried again after ``AppModel/failedCommitRetryDelay``. Replays
/// and tests commit before the change returns, so their traces never depend on a thread.
extension AppModel {
    /// How long typed text may wait before it is committed: about a typing pause (~0.5 s, the
    /// usual autosave debounce), so a burst of keystrokes is one transaction and a crash loses at
    /// most this much typing. The deadline is set by the first uncommitted keystroke and is not
    /// pushed back by later ones.
    public static let textCommitDelay = 0.5

    /// How long after a failed background commit it is tried again: 2 s, a few times the
    /// milliseconds another process's write holds the lock, so a lock that is let go is noticed
    /// quickly, while a full or read-only disk is asked only every couple of seconds.
    public static let failedCommitRetryDelay = 2.0

    /// Whether changes are waiting to be committed (debounced text, a commit running, or a failed save).
    public var hasUnsavedChanges: Bool { !unsavedChanges.isEmpty || commitInFlight != nil }

    /// Takes a finished background commit, then commits pending text edits once their deadline
    /// (``nextCommitDeadline``) has passed. The runtime calls it every frame; a host loop that
    /// sleeps while idle must wake by the deadline.
    public func commitPendingChanges(now: Double) {
        if let outcome = backgroundCommits.take() { finish(outcome) }
        guard let deadline = nextCommitDeadline, now >= deadline else { return }
        commit()
    }

    /// Commits everything pending now (a text field lost focus, the app quits, a replay ends).
    public func commitAllPendingChanges() {
        guard !unsavedChanges.isEmpty else { return }
        commit()
    }

    /// Commits everything pending and waits until it is stored or has failed (the app quits).
    public func commitAndWait() {
        commitAllPendingChanges()
        while commitInFlight != nil, let outcome = backgroundCommits.wait() { finish(outcome) }
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

    /// Commits every change since the last commit as one transaction, then reports each. While
    /// a background commit runs, the changes wait for it to finish (``finish(_:)`` commits them).
    func commit() {
        nextCommitDeadline = nil
        guard let store else {
            // No store (benchmarks): nothing is saved, so nothing is reported as saved.
            unsavedChanges.removeAll()
            return
        }
        guard commitInFlight == nil, !unsavedChanges.isEmpty else { return }
        guard let committer = store.committer() else {
            failed(store.unavailable ?? .other("the database is closed"))
            return
        }
        let base = persisted, sent = userData
        commitInFlight = (base: base, sent: sent, changes: unsavedChanges)
        unsavedChanges.removeAll()
        let run: @Sendable () -> BackgroundCommits.Outcome = {
            Result { () throws(StoreProblem) in try committer.save(from: base, to: sent) }
        }
        if commitsInBackground { backgroundCommits.submit(run) } else { finish(run()) }
    }

    /// A commit finished: on success what the database holds now is shown (with changes made
    /// while it ran laid over it) and each change it stored is reported; on failure its changes
    /// wait again and the problem is reported once.
    func finish(_ outcome: BackgroundCommits.Outcome) {
        guard let flight = commitInFlight else { return }
        commitInFlight = nil
        switch outcome {
        case .success(let result):
            var shown = result.data, moved = result.renumbered
            if userData != flight.sent {
                // Changed while the commit ran: those changes, laid over what is stored now.
                let mine = UserDataMerge.renumbering(userData, result.renumbered)
                let base = UserDataMerge.renumbering(flight.sent, result.renumbered)
                let merged = UserDataMerge.merge(base: base, mine: mine, theirs: result.data)
                shown = merged.data
                moved.merge(merged.renumbered) { _, new in new }
            }
            renumbered = moved
            // A renumbered grocery item keeps its focus.
            if let focused = groceryFocus.wrappedValue, let now = moved[focused] { groceryFocus.wrappedValue = now }
            userData = shown
            persisted = result.data
            saveFailure = nil
            for what in flight.changes { emit(.data(what: what)) }
            // Changes made meanwhile and not waiting for a text deadline go now.
            if !unsavedChanges.isEmpty, nextCommitDeadline == nil { commit() }
        case .failure(let problem):
            unsavedChanges = flight.changes + unsavedChanges.filter { !flight.changes.contains($0) }
            failed(problem)
            if commitsInBackground, nextCommitDeadline == nil { nextCommitDeadline = now() + Self.failedCommitRetryDelay }
        }
    }

    /// Reports a commit that did not happen, once until one succeeds again.
    private func failed(_ problem: StoreProblem) {
        guard saveFailure == nil, let store else { return }
        let message = store.failureMessage(problem)
        saveFailure = message
        lastMessage = message
        FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
    }

    /// How often the frame loop asks the store whether another process committed: a quarter
    /// of a second, so another window's change shows within a glance (about the 250 ms a
    /// response feels immediate within) for one cheap `PRAGMA data_version` query.
    static let storePollInterval = 0.25

    /// Asks the store, at most every ``storePollInterval`` of clock time, whether another
    /// process committed, and shows the merged data when one did; takes over a store that
    /// opened in the background after its lock was held at start-up (``StoreReopener``).
    public func pollStore(now: Double) {
        guard now - lastStorePoll >= Self.storePollInterval || now < lastStorePoll else { return }
        lastStorePoll = now
        if let fresh = reopener?.take() { adopt(fresh) }
        refreshFromStore()
    }

    /// Shows what other processes (another window, the widget extension) committed, merged with
    /// this one's changes not yet committed (``UserDataMerge``). Not while a commit runs (its
    /// outcome brings the database's state anyway).
    func refreshFromStore() {
        guard commitInFlight == nil, let store, let theirs = store.dataIfChanged() else { return }
        if unsavedChanges.isEmpty {
            userData = theirs
        } else {
            let (merged, renumbered) = UserDataMerge.merge(base: persisted, mine: userData, theirs: theirs)
            if let focused = groceryFocus.wrappedValue, let now = renumbered[focused] { groceryFocus.wrappedValue = now }
            userData = merged
        }
        persisted = theirs
    }

    /// The store opened at last (another process kept its lock at start-up): what was changed
    /// meanwhile is laid over what it holds and saved.
    private func adopt(_ fresh: UserDataStore) {
        reopener = nil
        let base = store?.initialData ?? persisted
        let (merged, _) = UserDataMerge.merge(base: base, mine: userData, theirs: fresh.initialData)
        store = fresh
        for warning in fresh.warnings { FileHandle.standardError.write(Data("cookbook: \(warning)\n".utf8)) }
        userData = merged
        persisted = fresh.initialData
        saveFailure = nil
        lastMessage = "\(fresh.databaseURL.path): the database is free again; changes are saved"
        commit()
    }
}
