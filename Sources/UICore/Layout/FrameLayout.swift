/// Sizing of `.frame(width:height:)` and flexible `.frame(minWidth:maxWidth:…)`.
enum FrameLayout {
    static func size(_ f: FrameSpec, child: Node?, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let cp = ProposedSize(width: f.width ?? clampProposal(p.width, f.minWidth, f.maxWidth),
                              height: f.height ?? clampProposal(p.height, f.minHeight, f.maxHeight))
        let c = child.map { LayoutEngine.size($0, cp, ctx) } ?? .zero
        return Size(width: f.width ?? resolve(p.width, child: c.width, f.minWidth, f.maxWidth),
                    height: f.height ?? resolve(p.height, child: c.height, f.minHeight, f.maxHeight))
    }

    static func clampProposal(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
        guard var v else { return nil }
        if let hi { v = min(v, hi) }
        if let lo { v = max(v, lo) }
        return v
    }

    /// SwiftUI's flexible frame: between min (or the child's size) and max (or the child's size),
    /// as close to the proposal as those bounds allow.
    static func resolve(_ proposal: Double?, child: Double, _ minV: Double?, _ maxV: Double?) -> Double {
        guard minV != nil || maxV != nil else { return child }
        // `maxWidth: .infinity` offered unlimited space takes it all (how stacks learn it is flexible).
        if let maxV, maxV == .infinity, let proposal, proposal == .infinity { return .infinity }
        var lo = minV ?? child, hi = maxV ?? child
        if lo > hi { if minV == nil { lo = hi } else { hi = lo } }
        let target = proposal.flatMap { $0.isFinite ? $0 : nil } ?? child
        return min(max(target, lo), hi.isFinite ? hi : max(target, lo))
    }
}
