/// Maps scroll-target indices to the ids a `scrollPosition(id:)` binding uses, and back.
///
/// Build it from an id array (a dictionary makes look-ups O(1)), from closures (for lazy
/// collections whose ids follow from the index, memory flat in the item count), or use
/// ``indices`` when ids are the indices themselves.
public struct ScrollTargetIdentity: Sendable {
    private let idAt: @Sendable (Int) -> AnyHashable?
    private let indexOf: @Sendable (AnyHashable) -> Int?

    /// An identity from two closures; they should be inverse of each other.
    public init(id: @escaping @Sendable (Int) -> AnyHashable?, index: @escaping @Sendable (AnyHashable) -> Int?) {
        idAt = id
        indexOf = index
    }

    /// An identity from the ids of the targets in index order (later duplicates are ignored).
    public init<ID: Hashable & Sendable>(ids: [ID]) {
        var lookup: [ID: Int] = [:]
        for (i, id) in ids.enumerated() where lookup[id] == nil { lookup[id] = i }
        let table = lookup, list = ids
        self.init(id: { i in i >= 0 && i < list.count ? AnyHashable(list[i]) : nil },
                  index: { key in (key.base as? ID).flatMap { table[$0] } })
    }

    /// Ids equal to indices (`Int`).
    public static let indices = ScrollTargetIdentity(id: { AnyHashable($0) }, index: { $0.base as? Int })

    /// String ids `prefix + index` (e.g. `palette-0` … `palette-999999`) for `count` targets, without storing them.
    public static func prefixed(_ prefix: String, count: Int) -> ScrollTargetIdentity {
        ScrollTargetIdentity(
            id: { i in i >= 0 && i < count ? AnyHashable(prefix + String(i)) : nil },
            index: { key in
                guard let s = key.base as? String, s.hasPrefix(prefix), let i = Int(s.dropFirst(prefix.count)),
                      i >= 0, i < count, String(i) == s.dropFirst(prefix.count) else { return nil }
                return i
            })
    }

    /// The id of target `index`, nil when out of range.
    public func id(at index: Int) -> AnyHashable? { idAt(index) }

    /// The index of the target with `id`, nil when unknown.
    public func index(of id: AnyHashable) -> Int? { indexOf(id) }
}
