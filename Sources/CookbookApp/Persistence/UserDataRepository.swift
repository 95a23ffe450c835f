import Foundation

/// The user data and its saving: every change is applied to the in-memory snapshot (what screens draw),
/// then committed to the store as one transaction — at once, or for text fields after
/// ``textCommitDelay`` (and on focus loss and quit). The `data` trace event of a change
/// comes only after its commit succeeded. When a commit fails (read-only or full disk, database
/// locked too long) the change stays in memory, the problem is reported once (stderr and the
/// footer message) in plain words, no `data` event is emitted, and the next commit retries.
///
/// In the live window (``commitsInBackground``) a commit runs on a thread of its own
/// (``BackgroundCommits``): the frame loop never waits for the disk or for another process's
/// lock, and a failed commit is tried again after ``failedCommitRetryDelay``. Replays
/// and tests commit before the change returns, so their traces never depend on a thread.
///
/// ``AppModel`` owns one; screens read ``userData`` through the model and change it through the
/// model's methods, which describe each change (`change(_:debounced:_:)`).
public final class UserDataRepository {
    /// The user data screens draw (the last committed data with the changes made since).
    public internal(set) var userData: UserData
    /// The store (replaced once by one opened in the background when its lock was held at start-up).
    var store: UserDataStore?
    /// Whether commits run on a thread of their own: the live window's frame loop never waits
    /// for the disk or another process's lock. Off (replays, tests), a commit finishes before
    /// the change returns, so a trace never depends on a thread's timing.
    public var commitsInBackground = false
    /// The commit running on the commit thread: what was stored before, what it stores, and the
    /// changes it reports once done.
    var commitInFlight: (base: UserData, sent: UserData, changes: [String])?
    /// The commit thread and its mailbox.
    let backgroundCommits = BackgroundCommits()
    /// Retries opening the store while another process held its lock at start-up.
    var reopener: StoreReopener?
    /// The user data as last committed to the store (changes are saved as the difference).
    var persisted: UserData
    /// What each change not yet committed was (`data` events to emit once it is), oldest first.
    var unsavedChanges: [String] = []
    /// When the pending text edits must be committed (runtime clock), nil when none are pending.
    /// The host loop should wake by then and call ``commitPendingChanges(now:)``.
    public internal(set) var nextCommitDeadline: Double?
    /// The grocery items the last commit stored under another number, old id to new.
    var renumbered: [String: String] = [:]
    /// When the frame loop last asked the store for other processes' commits (``pollStore(now:)``).
    var lastStorePoll = -Double.infinity
    /// The save problem reported to the user (once), until a save succeeds again.
    public internal(set) var saveFailure: String?

    /// Where `data` trace events go (the model's trace).
    var emit: (TraceEvent) -> Void = { _ in }
    /// Shows a save problem, or the end of one, to the user (the model's footer message).
    var report: (String) -> Void = { _ in }
    /// The runtime's clock reading, for the text debounce.
    var now: () -> Double = { 0 }
    /// Grocery items a commit or another process's change stored under other numbers (old id
    /// to new), told before the data showing them arrives: focus on one follows it.
    var didRenumber: ([String: String]) -> Void = { _ in }

    /// The data `store` opened with (empty without a store); a store another process keeps
    /// locked is opened again in the background until it is free.
    init(store: UserDataStore?) {
        self.store = store
        userData = store?.initialData ?? UserData()
        persisted = userData
        if let store, let problem = store.unavailable { saveFailure = store.failureMessage(problem) }
        if let store, case .busy = store.unavailable { reopener = StoreReopener(directory: store.directory, options: store.options) }
    }

    /// Stops retrying the store in the background.
    deinit { reopener?.cancel() }

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
            didRenumber(moved)
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
        report(message)
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
            didRenumber(renumbered)
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
        report("\(fresh.databaseURL.path): the database is free again; changes are saved")
        commit()
    }
}
