/// Index arithmetic shared by the lazy geometries (internal).
enum LazyIndexMath {
    /// The lines (0..<lines, each `lineLength` long, starting every `stride`) that may overlap
    /// `rectStart..<rectEnd`; nil when none can. O(1).
    static func lineRange(rectStart: Double, rectEnd: Double, lines: Int, lineLength: Double, stride: Double) -> ClosedRange<Int>? {
        guard lines > 0, rectStart.isFinite || rectEnd.isFinite, !rectStart.isNaN, !rectEnd.isNaN, rectEnd > rectStart else { return nil }
        guard stride > 0 else { return 0...(lines - 1) }
        let last = Double(lines - 1)
        let first = rectStart.isFinite ? ((rectStart - lineLength) / stride).rounded(.down) : 0
        let end = rectEnd.isFinite ? (rectEnd / stride).rounded(.up) : last
        let lo = Swift.max(0, Swift.min(last + 1, first)), hi = Swift.min(last, Swift.max(-1, end))
        guard lo <= hi else { return nil }
        return Int(lo)...Int(hi)
    }
}
