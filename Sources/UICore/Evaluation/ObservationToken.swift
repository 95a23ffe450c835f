import Foundation

/// What the Observation framework saw one tracked run read — properties of `@Observable`
/// models — as versioned storage (``VersionedStorage``): its version counts up once, when the
/// framework says one of those properties is about to change.
///
/// An evaluation record holds it like a `@State` read, so the view is evaluated again on the
/// next frame built, and a wake after the write builds that frame. The framework calls ``fire()``
/// on the writing thread, which need not be the one resolving views: the flag is locked, and a
/// write on another thread posts an empty block to the main queue, which wakes a host loop that
/// drains it (UIRuntime's `MainQueue`) to build the frame showing the write.
final class ObservationToken: VersionedStorage, @unchecked Sendable {
    private let fired = Locked(false)
    /// Counts this token among the live ones until it fires (``ObservationScopes``).
    private let live: Locked<Int>?

    /// A token counted in `live` until it fires (nil: not counted).
    init(countedIn live: Locked<Int>?) {
        self.live = live
        live?.withLock { $0 += 1 }
    }

    /// 0 until a property read changes, then 1.
    var version: Int { fired.withLock { $0 } ? 1 : 0 }

    /// Marks the read properties changed (the framework calls it once, before the write).
    func fire() {
        let first = fired.withLock { was in
            defer { was = true }
            return !was
        }
        guard first else { return }
        live?.withLock { $0 -= 1 }
        if !Thread.isMainThread { DispatchQueue.main.async {} }
    }
}
