import Foundation

extension LiveBenchmarks {
    /// How long each hold of the 10³-against-10⁶ comparison lasts (s).
    static let comparisonHoldSeconds = 10.0
    /// How long Down is held through 10⁶ recipes for the goal rows of a long hold: 60 s, the
    /// span over which the issue of incremental frames asks memory to stay flat.
    static let millionHoldSeconds = 60.0

    /// At 1920×1080, Down held through 10⁶ generated recipes on the grid: against the same 10 s
    /// hold through 10³, frames over 16.7 ms, blank tiles and the memory the hold adds; over a
    /// 60 s hold, presents a second, CPU per presented frame against the minimal SDL program's
    /// whole-window frame back to back, and the memory the hold adds — the goals the guide's
    /// hold has, on the cookbook's own largest screen.
    static func millionRecipes(server: VirtualXServer, input: XTestInput, report: BenchReport) throws {
        let size = (width: 1920, height: 1080)
        /// A hold in a fresh app, the frames shown in the half second after it, and the peak RSS then.
        typealias Hold = (held: HeldDown, settled: [PresentRecord], peak: Int)
        func hold(_ count: Int, seconds: Double, countingBlankTiles: Bool = false) throws -> Hold {
            // Blank tiles are counted (a walk of the laid-out tree a scrolled frame, charged to
            // the app's CPU) only in the holds whose row reports them.
            let app = try LiveAppProcess(display: server.display, size: size,
                                         arguments: ["--screen", "grid", "--catalog-size", "\(count)"], input: input,
                                         environment: countingBlankTiles ? ["COOKBOOK_PRESENT_LOG_BLANKS": "1"] : [:])
            defer { app.stop() }
            sleep(1.0)
            let held = holdDown(app, seconds: seconds, input: input)
            // The frames that finish the last move count for blank tiles and lateness too.
            sleep(0.5)
            return (held, app.records(from: held.end, to: now()).filter(\.shown), app.memory("VmHWM"))
        }
        let small = try hold(1_000, seconds: comparisonHoldSeconds, countingBlankTiles: true)
        let large = try hold(1_000_000, seconds: comparisonHoldSeconds, countingBlankTiles: true)
        let frames = (large.held.shown + large.settled).map(\.frameMs)
        let over = Double(frames.filter { $0 > frame }.count) / Double(max(1, frames.count)) * 100
        report.atMost("live: held Down through 10^6 recipes, frames over 16.7 ms", over, 1, unit: "%",
                      baseline: "\(frames.count) frames in 10 s (median \(msText(Sampling.median(of: frames))), worst \(msText(frames.max() ?? 0)), \(large.held.renderer))")
        // A frame logged without its count would read as no blank tile: the row cannot pass so.
        for h in [small, large] where (h.held.shown + h.settled).contains(where: { $0.blankTiles == nil }) {
            throw LiveBenchError("the app logged frames without counting their blank tiles")
        }
        func blank(_ h: Hold) -> Int { (h.held.shown + h.settled).compactMap(\.blankTiles).reduce(0, +) }
        report.equals("live: held Down through 10^6 recipes, blank tiles", Double(blank(large)), 0, unit: "tiles",
                      baseline: "tiles on screen without their art or title, summed over the \(frames.count) frames shown (10^3: \(blank(small)))")
        let growthSmall = Double(small.peak - small.held.rssBefore) / 1e6, growthLarge = Double(large.peak - large.held.rssBefore) / 1e6
        report.atMost("live: held Down through 10^6 recipes, memory the hold adds beyond 10^3", growthLarge - growthSmall, 32, unit: "MB",
                      baseline: "peak RSS minus RSS before the hold: 10^6 \(String(format: "%.1f", growthLarge)) MB vs 10^3 \(String(format: "%.1f", growthSmall)) MB (data: RSS at start \(String(format: "%.0f", Double(large.held.rssBefore - small.held.rssBefore) / 1e6)) MB more)")

        let long = try hold(1_000_000, seconds: millionHoldSeconds).held
        try reportLongHold(long, subject: "live: held Down through 10^6 recipes", app: "grid", framesOver: false,
                           memoryRow: "memory a 60 s hold adds", size: size, server: server, report: report)
    }
}
