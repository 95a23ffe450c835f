/// The task a ``TaskView`` started, kept in the ``ViewStateStore`` while its view is resolved:
/// the id it was started for, and the handle that cancels it. It is the view's ``Presence``, so
/// the store hands over its disappearance — cancelling the task — when the view goes.
final class TaskRun<ID>: Presence {
    /// The id the running task was started for (nil: none started yet).
    var startedFor: ID?
    private var task: Task<Void, Never>?

    /// Cancels the running task, if any, and starts `action` on the main actor, where it runs
    /// (it takes on its caller's isolation).
    func restart(priority: TaskPriority, _ action: nonisolated(nonsending) @escaping () async -> Void) {
        task?.cancel()
        // Views, their actions and main-actor tasks all run on the loop's thread: the closure,
        // made in a body, is only ever called there.
        let body = UncheckedSendable(action)
        let running = Task(priority: priority) { @MainActor in await body.value() }
        task = running
        // The disappearance holds the task, not this object (no cycle through the closure).
        disappear = { running.cancel() }
    }
}
