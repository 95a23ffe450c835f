/// A size a node chose for a proposal during one layout pass (``Node``'s size cache).
struct SizeCacheEntry {
    var proposal = ProposedSize.unspecified
    var size = Size.zero
}
