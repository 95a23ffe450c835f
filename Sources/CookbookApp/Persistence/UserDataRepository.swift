import Foundation
import UICore

/// The user data and its saving: every change is applied to the in-memory snapshot (what screens draw),
/// then committed to the store as one transaction — at once, or for text fields after
/// ``textCommitDelay`` (and on focus loss and quit). The `data` trace event of a change
/// comes only after its commit succeeded. When a commit fails (read-only or full disk, database
/// locked too long) the change stays in memory, the problem is reported once (stderr and the
/// footer message) in plain words, no `data` event is emitted, and the next commit retries.
///
/// In the live window (``commitsInBackground``) a commit runs on a thread of its own
/// (``BackgroundCommits``): the frame loop never waits for the disk or for another process's
/// lock, and a failed commit is tried again after ``failedCommitRetryDelay``. A finished
/// commit and a store opened in the background call ``wake``, and the host hands them over at
/// once (``takeBackgroundWork(now:)``): a change is reported saved as soon as it is, and a
/// failed one is retried on schedule, with the window idle as well. Replays and tests commit
/// before the change returns, so their traces never depend on a thread.
///
/// The database file is watched: deleted, moved or replaced under the running app (a sync tool,
/// a restore), it is noticed at the next commit, store poll or quit, said in one line, and the
/// store is opened again at its path (``StoreReopener``) with the session's data laid over what
/// is there, so nothing reported saved is lost.
///
/// ``AppModel`` owns one; screens read ``userData`` through the model and change it through the
/// model's methods, which describe each change (`change(_:debounced:_:)`).
public final class UserDataRepository {
    /// The user data screens draw (the last committed data with the changes made since).
    @Observed public internal(set) var userData: UserData
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
    /// Retries opening the store while another process held its lock at start-up, or after its
    /// file was deleted or replaced.
    var reopener: StoreReopener?
    /// Why the store is being opened again: its lock was held at start-up, or its file moved.
    var reopenReason: StoreProblem?
    /// Tells the host that background work (a finished commit, a store opened again) waits for
    /// ``takeBackgroundWork(now:)``; called on another thread. The live window wakes its loop.
    public var wake: @Sendable () -> Void {
        get { wakeSignal.wake }
        set { wakeSignal.wake = newValue }
    }
    private let wakeSignal = WakeSignal()
    /// The change a store opened again after its file moved stands for: the session's whole data
    /// written into the new file. Never a `data` event (no user change is named by it).
    static let recoveryChange = ""
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
    @Observed public internal(set) var saveFailure: String?

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
        let initial = store?.initialData ?? UserData()
        userData = initial
        persisted = initial
        if let store, let problem = store.unavailable { saveFailure = store.failureMessage(problem) }
        if let store, case .busy = store.unavailable {
            reopenReason = store.unavailable
            reopener = StoreReopener(directory: store.directory, options: store.options, wake: { [wakeSignal] in wakeSignal() })
        }
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
        _ = takeBackgroundWork(now: now)
        guard let deadline = nextCommitDeadline, now >= deadline else { return }
        commit()
    }

    /// Hands over what finished off the main thread: a background commit (reported saved, or
    /// failed and scheduled again) and a store opened again (adopted, and the session's changes
    /// committed to it). Returns whether there was any; the host calls it when ``wake`` woke it.
    @discardableResult
    public func takeBackgroundWork(now: Double) -> Bool {
        var any = false
        if let outcome = backgroundCommits.take() {
            finish(outcome)
            any = true
        }
        if let fresh = reopener?.take() {
            adopt(fresh)
            any = true
        }
        return any
    }

    /// Commits everything pending now (a text field lost focus, the app quits, a replay ends).
    public func commitAllPendingChanges() {
        guard !unsavedChanges.isEmpty else { return }
        commit()
    }

    /// How long quitting waits for a store being opened again (its file moved, or its lock was
    /// held) before giving up on saving: opening takes milliseconds; a lock still held by then is
    /// another process's stuck transaction.
    static let quitReopenWait = 2.0

    /// Commits everything pending and waits until it is stored or has failed (the app quits).
    /// A database file found moved is opened again first (waiting up to ``quitReopenWait``).
    public func commitAndWait() {
        if store?.hasMoved == true, commitInFlight == nil { storeMoved() }
        commitAllPendingChanges()
        while commitInFlight != nil, let outcome = backgroundCommits.wait() { finish(outcome) }
        // The file moved under the last commit, or a reopen is under way: wait for it, then save.
        guard let fresh = reopener?.wait(timeout: Self.quitReopenWait) else { return }
        adopt(fresh)
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
        if commitsInBackground { backgroundCommits.submit(run) { [wakeSignal] in wakeSignal() } } else { finish(run()) }
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
            for what in flight.changes where what != Self.recoveryChange { emit(.data(what: what)) }
            // Changes made meanwhile and not waiting for a text deadline go now.
            if !unsavedChanges.isEmpty, nextCommitDeadline == nil { commit() }
        case .failure(let problem):
            unsavedChanges = flight.changes + unsavedChanges.filter { !flight.changes.contains($0) }
            if problem.isMoved {
                storeMoved()
                return
            }
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
        if commitInFlight == nil, store?.hasMoved == true {
            storeMoved()
            return
        }
        refreshFromStore()
    }

    /// The database file was deleted, moved or replaced under the app: said in one line, the
    /// file it had open is closed (nothing more is claimed saved into it), and the store is
    /// opened again at its path in the background; the session's data is then laid over what
    /// is there and saved (``adopt(_:)``).
    private func storeMoved() {
        guard let store, reopener == nil else { return }
        store.closeMovedDatabase(.moved)
        let message = "\(store.databaseURL.path): \(StoreProblem.moved); the session's data is saved to the file now at that path"
        saveFailure = message
        report(message)
        FileHandle.standardError.write(Data("cookbook: \(message)\n".utf8))
        reopenReason = .moved
        if !commitsInBackground {
            // Replays and tests: the store opens on this thread before the change returns, as
            // their commits run (waiting for another process's lock as at start-up).
            let fresh = UserDataStore(directory: store.directory, options: store.options)
            if case .busy = fresh.unavailable {} else { return adopt(fresh) }
        }
        reopener = StoreReopener(directory: store.directory, options: store.options, waitFirst: false) { [wakeSignal] in wakeSignal() }
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

    /// The store opened at last (another process kept its lock at start-up, or its file moved):
    /// what was changed meanwhile is laid over what it holds and saved. After a lock, as for a
    /// second process's commits; after a move, the whole session's data is laid over the new
    /// file's (nothing reported saved into the old one is lost). A store that opened unavailable
    /// for another reason (a newer release's database took its place) is reported, and the
    /// changes stay in memory.
    private func adopt(_ fresh: UserDataStore) {
        reopener = nil
        let reason = reopenReason
        reopenReason = nil
        let moved = reason?.isMoved == true
        // After a move: a database made anew (the old one deleted) holds defaults, no one's
        // changes, so the session's data is taken whole; a replacement is another writer's, and
        // both are kept.
        let base = !moved ? (store?.initialData ?? persisted) : fresh.createdNow ? fresh.initialData : UserDataMerge.common(userData, fresh.initialData)
        let (merged, renumbered) = UserDataMerge.merge(base: base, mine: userData, theirs: fresh.initialData)
        store = fresh
        for warning in fresh.warnings { FileHandle.standardError.write(Data("cookbook: \(warning)\n".utf8)) }
        if !renumbered.isEmpty { didRenumber(renumbered) }
        userData = merged
        persisted = fresh.initialData
        if fresh.unavailable != nil {
            // Its warnings said why, in one line; nothing is claimed saved.
            saveFailure = fresh.warnings.last ?? fresh.failureMessage(fresh.unavailable!)
            report(saveFailure!)
            return
        }
        saveFailure = nil
        // Every field the session holds differs from the new file's where it must be saved.
        if moved, merged != fresh.initialData, !unsavedChanges.contains(Self.recoveryChange) { unsavedChanges.append(Self.recoveryChange) }
        report(moved ? "\(fresh.databaseURL.path): the session's data is saved to the database now at that path"
                     : "\(fresh.databaseURL.path): the database is free again; changes are saved")
        commit()
    }
}
