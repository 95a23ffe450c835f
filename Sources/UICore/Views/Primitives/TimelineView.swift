/// A view whose content depends on the time (SwiftUI's `TimelineView`): it is built with the
/// frame's time, and the runtime wakes up for the next moment of its ``TimelineSchedule`` to
/// build it again — a view that reads the clock any other way is not rebuilt by time alone.
///
///     TimelineView(.explicit([model.messageExpiry])) { context in
///         Footer(message: model.message(at: context.date))
///     }
public struct TimelineView: PrimitiveView {
    /// What the content is built with: the frame's time.
    public struct Context: Sendable {
        /// The time the frame shows, in the host clock's seconds.
        public let date: Double
    }

    let schedule: TimelineSchedule
    let content: (Context) -> ViewGroup

    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (Context) -> ViewGroup) {
        self.schedule = schedule
        self.content = content
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let node = Node(.zstack(.center), environment: context.environment)
        node.children = context.resolveChildren(content(Context(date: context.time)).views)
        if let next = schedule.next(context.time) { context.stateStore?.noteTimelineMoment(next) }
        return node
    }
}
