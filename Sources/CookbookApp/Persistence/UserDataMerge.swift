/// Three-way merge of user data: what this process changed since it last read the store
/// (`base` → `mine`) laid over what the store holds now (`theirs`, another process's commits
/// included). Field by field, so two processes' changes to different fields of one grocery item,
/// or to different settings, both stand.
///
/// Rules: a field this process changed takes its value; every other field takes the store's.
/// An item this process deleted stays deleted; one another process deleted stays deleted (an
/// edit of it here is dropped with it). New items go after the item they followed here; a new
/// item whose number another process took meanwhile is given the next free one. Drinks this
/// process logged follow the store's log.
enum UserDataMerge {
    /// `theirs` with the changes from `base` to `mine`, and the new grocery items renumbered
    /// (old id to new).
    static func merge(base: UserData, mine: UserData, theirs: UserData) -> (data: UserData, renumbered: [String: String]) {
        var out = theirs
        let dropped = Set(base.favorites).subtracting(mine.favorites)
        let had = Set(base.favorites), present = Set(theirs.favorites)
        out.favorites = theirs.favorites.filter { !dropped.contains($0) }
            + mine.favorites.filter { !had.contains($0) && !present.contains($0) }
        for slug in Set(base.ratings.keys).union(mine.ratings.keys) where base.ratings[slug] != mine.ratings[slug] {
            out.ratings[slug] = mine.ratings[slug]
        }
        let list = grocery(base: base.grocery, mine: mine.grocery, theirs: theirs.grocery)
        out.grocery = list.0
        if mine.caffeineLog.count > base.caffeineLog.count { out.caffeineLog += mine.caffeineLog[base.caffeineLog.count...] }
        for (_, field) in UserDataSchema.settingsColumns where base.settings[keyPath: field] != mine.settings[keyPath: field] {
            out.settings[keyPath: field] = mine.settings[keyPath: field]
        }
        for setting in UserDataSchema.metaSettings where setting.name(base.settings) != setting.name(mine.settings) {
            setting.copy(mine.settings, &out.settings)
        }
        return (out, list.1)
    }

    /// What `mine` and `theirs` hold alike, as the base of a merge that keeps everything of
    /// both (``merge(base:mine:theirs:)`` with it keeps `theirs` and lays every difference of
    /// `mine` over it): after the database file was replaced under the app, the session's data
    /// (`mine`) is laid over the new file's (`theirs`) without dropping what either holds and
    /// without doubling the items they share.
    static func common(_ mine: UserData, _ theirs: UserData) -> UserData {
        var out = theirs
        let present = Set(theirs.favorites)
        out.favorites = mine.favorites.filter(present.contains)
        out.ratings = mine.ratings.filter { theirs.ratings[$0.key] == $0.value }
        let theirItems = Dictionary(theirs.grocery.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        out.grocery.items = mine.grocery.items.filter { theirItems[$0.id] == $0 }
        let shared = zip(mine.caffeineLog, theirs.caffeineLog).prefix { $0 == $1 }.count
        out.caffeineLog = Array(theirs.caffeineLog.prefix(shared))
        return out
    }

    /// `data` with its grocery items renumbered as `map` says (old id to new).
    static func renumbering(_ data: UserData, _ map: [String: String]) -> UserData {
        guard !map.isEmpty else { return data }
        var out = data
        for i in out.grocery.items.indices { if let id = map[out.grocery.items[i].id] { out.grocery.items[i].id = id } }
        return out
    }

    private static func grocery(base: GroceryList, mine: GroceryList, theirs: GroceryList) -> (GroceryList, [String: String]) {
        let baseItems = Dictionary(base.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let mineItems = Dictionary(mine.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var items: [GroceryList.Item] = []
        for var item in theirs.items {
            guard let was = baseItems[item.id] else { items.append(item); continue }
            guard let now = mineItems[item.id] else { continue }
            if now.name != was.name { item.name = now.name }
            if now.isObtained != was.isObtained { item.isObtained = now.isObtained }
            items.append(item)
        }
        var next = max(theirs.nextNumber, mine.nextNumber), renumbered: [String: String] = [:]
        var taken = Set(items.map(\.id))
        for (i, var item) in mine.items.enumerated() where baseItems[item.id] == nil {
            if taken.contains(item.id) {
                // Stops at Int.max as the list's own counter does; the item then stays unsaved.
                guard next < Int.max else { continue }
                renumbered[item.id] = GroceryList.itemID(next)
                item.id = GroceryList.itemID(next)
                next += 1
            }
            taken.insert(item.id)
            let after = mine.items[..<i].reversed().lazy.compactMap { p in items.firstIndex { $0.id == (renumbered[p.id] ?? p.id) } }.first
            items.insert(item, at: after.map { $0 + 1 } ?? 0)
        }
        return (GroceryList(items: items, nextNumber: GroceryList.nextNumber(after: items, atLeast: next)), renumbered)
    }
}
