/// A tab's place in a ``TabView``'s bar and the id its item takes there: its title ("Library"),
/// so traces, `--keys` runs and replay scripts name it as a person reads it; its position
/// when its label is not plain text, or another tab has the same title before it.
struct TabSlot: Identifiable {
    let id: String
    let index: Int

    /// The slots of `entries`, in order.
    static func slots(of entries: [TabEntry]) -> [TabSlot] {
        var seen: Set<String> = []
        return entries.indices.map { i in
            var id = entries[i].name ?? "\(i)"
            if !seen.insert(id).inserted { id = "\(id) \(i)"; seen.insert(id) }
            return TabSlot(id: id, index: i)
        }
    }
}
