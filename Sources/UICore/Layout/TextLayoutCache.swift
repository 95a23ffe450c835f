/// Line breaking results kept from one layout pass to the next, for one ``TextMeasuring``.
///
/// Wrapping a text means measuring it word by word; the texts on screen are mostly the same
/// from frame to frame, and a text's lines depend only on its string, font, line limit and
/// width (measurers answer the same for the same string and font), so each answer is kept.
/// Owned by whoever keeps the measurer (a `ViewHost`); a fresh cache per pass is correct too.
public final class TextLayoutCache {
    struct Key: Hashable {
        let string: String
        let font: Font
        let lineLimit: Int?
        let width: Double?
    }

    /// Entries kept; both tables are emptied when one grows past this (a screen shows a few
    /// hundred texts at a few proposed widths each, so this holds several screens).
    static let entryLimit = 4096
    /// Longest text kept, in UTF-8 bytes (the SDL measurer's own limit): long texts are only
    /// measured as far as they show, and keeping megabyte-long keys would cost memory.
    static let cachedTextLimit = 512

    private var sizes: [Key: Size] = [:]
    private var placed: [Key: (lines: [String], widths: [Double])] = [:]

    public init() {}

    /// The size of `t` for a proposed width, computed by `compute` when not known yet.
    func size(_ t: TextContent, width: Double?, _ compute: () -> Size) -> Size {
        Self.lookUp(key(t, width), in: &sizes, compute)
    }

    /// The lines of `t` at `width` and their widths, computed by `compute` when not known yet.
    func lines(_ t: TextContent, width: Double, _ compute: () -> (lines: [String], widths: [Double])) -> (lines: [String], widths: [Double]) {
        Self.lookUp(key(t, width), in: &placed, compute)
    }

    /// The value kept for `key` in `table`, else `compute`'s, kept (nil keys are never kept).
    private static func lookUp<Value>(_ key: Key?, in table: inout [Key: Value], _ compute: () -> Value) -> Value {
        guard let key else { return compute() }
        if let hit = table[key] { return hit }
        let value = compute()
        if table.count >= entryLimit { table.removeAll(keepingCapacity: true) }
        table[key] = value
        return value
    }

    private func key(_ t: TextContent, _ width: Double?) -> Key? {
        guard t.string.utf8.count <= Self.cachedTextLimit, width?.isNaN != true else { return nil }
        return Key(string: t.string, font: t.font, lineLimit: t.lineLimit, width: width)
    }
}
