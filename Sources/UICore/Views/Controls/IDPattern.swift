/// The ways an explicit item id can be read as a pattern around its `ForEach` identity.
///
/// A lazy container names items it has not built by applying the pattern of a built item's id
/// (`cell-3` is `cell-` + identity). When the identity occurs more than once in that id
/// (`s0-p0` for shelf 0, item 0), each occurrence is one possible reading; the container keeps
/// the one a second item's id agrees with.
enum IDPattern {
    /// Every (prefix, suffix) pair with `prefix + identity + suffix == id`, leftmost occurrence first;
    /// empty when the identity does not occur in the id (or is empty).
    static func splits(of id: String, around identity: String) -> [(prefix: String, suffix: String)] {
        guard !identity.isEmpty else { return [] }
        var out: [(prefix: String, suffix: String)] = []
        var from = id.startIndex
        while from < id.endIndex, let range = id[from...].firstRange(of: identity) {
            out.append((String(id[..<range.lowerBound]), String(id[range.upperBound...])))
            // Overlapping occurrences count too (`00` holds `0` twice).
            from = id.index(after: range.lowerBound)
        }
        return out
    }
}
