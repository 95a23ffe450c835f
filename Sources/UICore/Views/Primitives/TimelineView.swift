/// A view whose content depends on the time (SwiftUI's `TimelineView`): it is built with the
/// frame's time and stands until the next moment of its ``TimelineSchedule``, when the runtime
/// wakes up to build it again — the views around it are kept meanwhile, so its content must
/// change only at the schedule's moments (as SwiftUI updates it at them). A view that reads the
/// clock any other way is not rebuilt by time alone.
///
///     TimelineView(.explicit([model.messageExpiry])) { context in
///         Footer(message: model.message(at: context.date))
///     }
public struct TimelineView: PrimitiveView {
    /// What the content is built with: the frame's time.
    public struct Context: Sendable {
        /// The time the frame shows, in the host clock's seconds: the frame's time, or the
        /// schedule's moment when the frame comes less than half a frame before it.
        public let date: Double
    }

    let schedule: TimelineSchedule
    let content: (Context) -> ViewGroup

    /// How close before a moment a frame already shows it: less than half a 60 Hz frame
    /// (1/120 s), so an animation schedule's content, due a frame after it was built, is built in
    /// every frame even when a live frame wakes a little early, and a moment that frame times
    /// summed from 1/60 s steps reach a hair early is shown then.
    static let earliness = 1.0 / 120

    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (Context) -> ViewGroup) {
        self.schedule = schedule
        self.content = content
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let node = Node(.zstack(.center), environment: context.environment)
        let now = context.frame.time
        // A frame less than half a frame before a moment shows that moment (its date).
        var date = now
        if let moment = schedule.next(now), moment - now < Self.earliness { date = moment }
        node.children = context.resolveChildren(content(Context(date: date)).views)
        let next = schedule.next(date)
        // The views around it are kept until the schedule's next moment, as SwiftUI updates a
        // timeline view's content at its schedule's moments.
        context.stateStore?.evaluations.active?.noteTimeline(from: now, until: next ?? .infinity)
        if let next { context.stateStore?.noteTimelineMoment(next) }
        return node
    }
}
