/// What a ``NavigationStack`` keeps from frame to frame with its state: where focus was on each
/// level when a deeper one was pushed (so a pop asks for it back), the storage each level's views
/// used (kept while a deeper level covers it), and the context its links and destinations use.
final class NavigationMemory {
    /// The depth (levels above the root) the stack was last resolved at.
    private var depth = 0
    /// The focused view when each level was left for a deeper one.
    private var focusAtDepth: [Int: ViewID] = [:]
    /// The state of the levels beneath the top, by depth.
    let levels = CoveredScreens<Int>()
    /// The links' pushes and the destinations declared inside the stack.
    let context = NavigationContext()
    /// The number the next destination pushed by a link takes.
    private var nextLink = 0

    /// A new number for a destination pushed by a link.
    func takeLinkNumber() -> Int {
        nextLink += 1
        return nextLink
    }

    /// The stack is resolved at `depth` with `focused` focused: a push remembers where the level
    /// left was focused; a pop asks `store` to focus that again once the frame is built.
    /// Returns whether a deeper level was pushed.
    func arrive(atDepth new: Int, focused: ViewID?, store: ViewStateStore) -> Bool {
        defer { depth = new }
        if new > depth {
            if let focused { focusAtDepth[depth] = focused }
            return true
        }
        if new < depth {
            if let back = focusAtDepth[new] { store.requestFocus(.view(back)) }
            focusAtDepth = focusAtDepth.filter { $0.key < new }
        }
        return false
    }
}
