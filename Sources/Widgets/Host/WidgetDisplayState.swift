import Foundation

/// What the host shows for one widget kind: the last good timeline, whether it is stale, and
/// toggles flipped by the user ahead of the reload.
struct WidgetDisplayState {
    /// The last timeline that arrived intact.
    var timeline: Timeline<WidgetArchive>?
    /// A reload the user caused is in flight: invalidatable content is drawn stale (W4), or the
    /// extension failed and the last good archive is shown as stale.
    var isStale = false
    /// Toggle id → the state the user flipped it to, until the reloaded timeline shows it.
    var toggleOverrides: [String: Bool] = [:]
    /// When this kind's timeline should next be reloaded by its policy (wall-clock time).
    var reloadAt: Date?
}
