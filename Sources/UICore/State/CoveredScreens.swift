/// The state of screens that are not shown but not gone — a ``TabView``'s other tabs, the
/// levels beneath a ``NavigationStack``'s top — kept alive while one screen shows, as SwiftUI
/// keeps it.
///
/// Each time the shown screen resolves, the storage its views used is noted under its key; the
/// storage noted for the screens still kept is kept through the frame (appearances excepted:
/// a covered screen has disappeared, ``ViewStateStore/keepAlive(_:)``), and what was noted for
/// the others is forgotten, so it goes at the end of the frame.
final class CoveredScreens<Key: Hashable> {
    /// The storage keys each screen's views used when it was last shown.
    private var used: [Key: [StateKey]] = [:]

    /// Resolves the screen `shown` with `resolve`, keeping the state of the screens `kept` says
    /// are still there and forgetting the rest.
    func resolve(_ shown: Key, keeping kept: (Key) -> Bool, in store: ViewStateStore, _ resolve: () -> Node) -> Node {
        used = used.filter { $0.key == shown || kept($0.key) }
        for (key, keys) in used where key != shown { store.keepAlive(keys) }
        let (node, keys) = store.collectingTouches(resolve)
        used[shown] = keys
        return node
    }
}
