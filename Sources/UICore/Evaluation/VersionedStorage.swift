/// Storage a view reads while its `body` runs whose writes the resolver can see: `@State`'s box,
/// `@FocusState`'s storage. Each write that changes the value counts up ``version``; a read is
/// noted in the evaluation under way (``EvaluationRecord``), so a view kept from an earlier frame
/// is evaluated again once something it read was written.
protocol VersionedStorage: AnyObject {
    /// Counts the writes that changed the value.
    var version: Int { get }
}

extension VersionedStorage {
    /// Notes a read of this storage in the evaluation `store` is recording, if any.
    @inline(__always)
    func noteRead(in store: ViewStateStore?) {
        noteRead(in: store?.evaluations.active)
    }

    /// Notes a read of this storage in `record`, if any. A storage read over and over in a row
    /// (a property read once per item of a loop) is noted once: a read of a later version, after
    /// a write, is noted anew.
    @inline(__always)
    func noteRead(in record: EvaluationRecord?) {
        guard let record else { return }
        if let last = record.stateReads.last, last.storage === self, last.version == version { return }
        record.stateReads.append(StateRead(storage: self, version: version))
    }
}

/// One read of versioned storage: the storage and the version read.
struct StateRead {
    let storage: any VersionedStorage
    let version: Int
}
