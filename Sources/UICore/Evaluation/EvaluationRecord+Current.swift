#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EvaluationRecord {
    /// The thread-local slot holding the evaluation under way on each thread (hosts may resolve
    /// views on several threads at once, as parallel tests do).
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The evaluation being recorded on this thread (innermost), if any: what an ``Observed``
    /// property, which knows no store, notes its reads in. ``RetainedEvaluations`` sets it as it
    /// starts and ends each evaluation.
    static var current: EvaluationRecord? {
        get { pthread_getspecific(slot).map { Unmanaged<EvaluationRecord>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(slot, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }

    /// Notes, in the evaluation under way, that the environment's focus values
    /// (``EnvironmentValues/isFocused``, ``EnvironmentValues/containsFocus``) were read.
    static func noteFocusEnvironmentRead() {
        current?.readsFocusEnvironment = true
    }
}
