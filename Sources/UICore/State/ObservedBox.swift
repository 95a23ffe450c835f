/// The storage of one ``Observed`` property: reads during an evaluation are noted in it
/// (``EvaluationRecord/current``), writes that change the value counted (``VersionedStorage``).
final class ObservedBox<Value>: VersionedStorage {
    private var stored: Value
    /// Whether two values are the same (nil: never assumed; every write is a change).
    private let same: ((Value, Value) -> Bool)?
    /// Counts the writes that changed the value.
    private(set) var version = 0

    init(_ value: Value, same: ((Value, Value) -> Bool)?) { stored = value; self.same = same }

    var value: Value {
        get {
            // No store: the evaluation under way on this thread.
            noteRead(in: EvaluationRecord.current)
            return stored
        }
        set {
            if let same, same(stored, newValue) { return }
            stored = newValue
            version &+= 1
            AnimationTransaction.noteWrite()
        }
    }
}
