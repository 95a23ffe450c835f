import Observation

/// Runs views' `body` calls, and the resolving of what they return, under the Observation
/// framework's tracking, so a view reading an `@Observable` model depends on the properties it
/// read as on `@State` (SwiftUI's behaviour since iOS 17).
///
/// A run that read any such property leaves an ``ObservationToken`` in its evaluation record;
/// the framework fires it before one of those properties changes. Runs that read none cost a
/// thread-local swap and register nothing.
///
/// The framework keeps a registration until a property it names changes, and a view run again
/// for another reason leaves its old one behind. To bound them, runs of view types that have
/// read a model also read an ``ObservationSentinel``; when the live tokens outnumber what the
/// kept views can hold by ``spareRegistrations``, writing the sentinel withdraws them all (their
/// tokens fire, so those views are evaluated again, tracked afresh, on the next frame built).
final class ObservationScopes {
    /// Live tokens allowed beyond two per kept view (a body's and its result's) before a flush:
    /// under a megabyte of registrations at the ~0.8 KB each measured on this toolchain
    /// (100 000 runs reading two properties held 80 MB until the model changed).
    static let spareRegistrations = 1024

    private let sentinel = ObservationSentinel()
    /// View types a tracked run has seen read a model: their runs read the sentinel too.
    private var observingTypes: Set<ObjectIdentifier> = []
    /// Tokens of runs that read the sentinel, not fired yet.
    private let live = Locked(0)
    /// Flushes so far.
    private(set) var flushCount = 0

    init() {}

    /// Runs `body` (a view of type `type` being evaluated or resolved) under tracking; when it
    /// read a model, notes a token in `record`.
    func run<R>(_ type: ObjectIdentifier, into record: EvaluationRecord, _ body: () -> R) -> R {
        let flushable = observingTypes.contains(type)
        return withObservationTracking({
            let result = body()
            if flushable { _ = sentinel.epoch }
            return result
        }, onChange: arm(type, record: record, flushable: flushable))
    }

    /// The framework asks for the change handler only when the run read something: notes the
    /// type as observing and a new token in `record`.
    private func arm(_ type: ObjectIdentifier, record: EvaluationRecord, flushable: Bool) -> @Sendable () -> Void {
        observingTypes.insert(type)
        let token = ObservationToken(countedIn: flushable ? live : nil)
        token.noteRead(in: record)
        // The framework calls this as the property is about to change, on the writing thread,
        // inside the write's `withAnimation` if there is one: the change then animates with it,
        // as a `@State` write's does.
        return {
            AnimationTransaction.noteWrite()
            token.fire()
        }
    }

    /// Withdraws every flushable registration when the live tokens outnumber two per kept view
    /// by more than ``spareRegistrations``; returns whether it did (views are then due to run).
    func flushIfCrowded(keptViews: Int) -> Bool {
        guard live.withLock({ $0 }) > 2 * keptViews + Self.spareRegistrations else { return false }
        flushCount += 1
        sentinel.epoch &+= 1
        return true
    }

    /// Tokens of flushable runs not fired yet.
    var liveTokens: Int { live.withLock { $0 } }
}
