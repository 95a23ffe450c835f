import Foundation

/// Asks the host to reload widget timelines: WidgetKit's `WidgetCenter`.
///
/// App code (and intents, after they change data) call ``reloadTimelines(ofKind:)``; the widget
/// host collects the requests once per frame with ``takeReloadRequests()`` and asks the
/// extension for fresh timelines. Safe to call from any thread.
public final class WidgetCenter: @unchecked Sendable {
    /// The process-wide centre.
    public static let shared = WidgetCenter()

    private let lock = NSLock()
    private var kinds: Set<String> = []
    private var all = false

    public init() {}

    /// Asks for a new timeline of every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        lock.withLock { _ = kinds.insert(kind) }
    }

    /// Asks for a new timeline of every widget.
    public func reloadAllTimelines() {
        lock.withLock { all = true }
    }

    /// The requests since the last call: `.all`, or the kinds asked for (empty: none).
    public func takeReloadRequests() -> ReloadRequest {
        lock.withLock {
            defer { kinds = []; all = false }
            return all ? .all : .kinds(kinds)
        }
    }

    /// Which timelines to reload.
    public enum ReloadRequest: Hashable, Sendable {
        case all
        case kinds(Set<String>)

        /// Whether a widget of `kind` should reload.
        public func includes(_ kind: String) -> Bool {
            switch self {
            case .all: true
            case .kinds(let set): set.contains(kind)
            }
        }
    }
}
