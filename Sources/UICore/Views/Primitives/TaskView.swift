/// A view that runs an asynchronous action while it is shown (SwiftUI's `task(priority:_:)` and
/// `task(id:priority:_:)`), made by those modifiers on any view.
///
/// The action runs on the main actor (it is `nonisolated(nonsending)`: it takes on the actor
/// of the task that calls it, which is the main actor's, so it may capture the view and its
/// models as a closure in `body` may). It starts once the view appears (when ``AppearanceView``'s
/// `onAppear` would run), and is cancelled when it disappears; with an id, it is cancelled and
/// started again whenever the id changes while the view is shown. The host loop runs main-actor
/// work between frames, so what the action writes to `@State` or an `@Observable` model after an
/// `await` shows in the frame after it. Resolved without a store (a view resolved directly, in a
/// test), nothing starts.
///
///     List(catalog.films) { FilmRow(film: $0) }
///         .task { await catalog.load() }
///     PosterImage(url: film.poster)
///         .task(id: film.id) { await poster.fetch(film.poster) }
public struct TaskView<Content: View, ID: Equatable>: PrimitiveView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: nonisolated(nonsending) () async -> Void

    public func makeNode(in context: ResolveContext) -> Node {
        if let store = context.stateStore {
            let run = store.slot(StateKey(path: context.identityPath, label: "task")) { TaskRun<ID>() }
            if run.startedFor != id {
                run.startedFor = id
                let action = action, priority = priority
                store.afterUpdate { run.restart(priority: priority, action) }
            }
        }
        return context.descending("task").resolve(content)
    }
}

extension View {
    /// Runs `action` on the main actor while this view is shown: started when it appears,
    /// cancelled when it disappears (SwiftUI's `task(priority:_:)`; see ``TaskView``).
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: nonisolated(nonsending) @escaping () async -> Void) -> TaskView<Self, Int> {
        TaskView(content: self, id: 0, priority: priority, action: action)
    }

    /// Runs `action` on the main actor while this view is shown, cancelling it and starting it
    /// again each time `value` changes (SwiftUI's `task(id:priority:_:)`; see ``TaskView``).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: nonisolated(nonsending) @escaping () async -> Void) -> TaskView<Self, T> {
        TaskView(content: self, id: value, priority: priority, action: action)
    }
}
