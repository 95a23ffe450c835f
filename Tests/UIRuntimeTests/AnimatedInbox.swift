import UICore

/// The inbox the transition and move tests animate: a "New" button (id `new`) inserting the
/// next message at the top of a stack of messages (ids `m1`, `m2`, …; 40 pt high, 10 pt apart),
/// the insertion and the animation around the rows made as ``Setup`` says.
struct AnimatedInbox: View {
    /// How the insertion and the rows' animation are made.
    enum Setup {
        /// The rows under `.animation(linear, value: messages)`, `.animation(nil, value: messages)`,
        /// or `.animation(linear, value:)` of a value that never changes.
        case scopedToMessages, scopedNil, scopedToOtherValue
        /// The insertion inside `withAnimation(linear)`, inside `withAnimation(nil)`, or plain.
        case withLinear, withNil, plain
        /// The insertion inside `withAnimation(linear)`, the rows in a lazy stack in a scroll view,
        /// which keeps them from frame to frame (no transition on them, which would not be kept).
        case lazyWithLinear
    }

    let setup: Setup
    @State private var messages = [1, 2]
    @State private var unrelated = 0
    /// One second, linear: half a second in is halfway.
    static let linear = Animation.linear(duration: 1)

    var body: some View {
        VStack(spacing: 10) {
            Button("New") {
                let next = (messages.max() ?? 0) + 1
                switch setup {
                case .withLinear, .lazyWithLinear: withAnimation(Self.linear) { messages.insert(next, at: 0) }
                case .withNil: withAnimation(nil) { messages.insert(next, at: 0) }
                default: messages.insert(next, at: 0)
                }
            }
            .id(ViewID("new"))
            list
        }
    }

    @ViewBuilder var list: some View {
        if setup == .lazyWithLinear {
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach(messages, id: \.self) { m in
                        Text("Message \(m)").frame(width: 300, height: 40).id(ViewID("m\(m)"))
                    }
                }
            }
            .frame(height: 300)
        } else {
            let rows = VStack(spacing: 10) {
                ForEach(messages, id: \.self) { m in
                    Text("Message \(m)").frame(width: 300, height: 40).transition(.opacity).id(ViewID("m\(m)"))
                }
            }
            switch setup {
            case .scopedToMessages: rows.animation(Self.linear, value: messages)
            case .scopedNil: rows.animation(nil, value: messages)
            case .scopedToOtherValue: rows.animation(Self.linear, value: unrelated)
            default: rows
            }
        }
    }
}
