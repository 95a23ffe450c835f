import UICore

/// A test inbox's "New" button (id `new`): inserts the next message number at the top of
/// `messages` inside `withAnimation(animation)` when `animated`, else plainly — the writes whose
/// animation the transition and move tests follow.
struct NewMessageButton: View {
    /// How the insertion is made.
    enum Insertion {
        /// Inside `withAnimation` with this animation (nil: `withAnimation(nil)`, at once).
        case animated(Animation?)
        /// With no `withAnimation` around it.
        case plain
    }

    let insertion: Insertion
    @Binding var messages: [Int]

    var body: some View {
        Button("New") {
            let next = (messages.max() ?? 0) + 1
            switch insertion {
            case .animated(let animation): withAnimation(animation) { messages.insert(next, at: 0) }
            case .plain: messages.insert(next, at: 0)
            }
        }
        .id(ViewID("new"))
    }
}
