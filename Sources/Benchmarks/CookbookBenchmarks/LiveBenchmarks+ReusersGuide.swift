import Foundation

extension LiveBenchmarks {
    /// The release build of the reuser's guide (`Examples/TVGuide`): 50 000 lazy rows of text
    /// and progress bars beside a sidebar, written as a tvOS developer would.
    static let guideBinary = ".build/release/tv-guide-example"
    /// How long Down is held through the guide: 60 s, over which memory must stay flat (the goal's span).
    static let guideHold = 60.0
    /// How long Down is held for the comparison with views not kept (information only).
    static let guideComparisonHold = 20.0

    /// Down held through the guide at `size` for `seconds`, views kept from frame to frame or not.
    static func holdGuide(size: (width: Int, height: Int), seconds: Double, keepingViews: Bool,
                          server: VirtualXServer, input: XTestInput) throws -> HeldDown {
        let app = try LiveAppProcess(display: server.display, size: size, arguments: [], input: input, executable: guideBinary,
                                     environment: keepingViews ? [:] : ["COOKBOOK_RETAIN_VIEWS": "0"])
        defer { app.stop() }
        sleep(1.0)
        // Into the list, then hold.
        input.tap("Right")
        sleep(1.0)
        return holdDown(app, seconds: seconds, input: input)
    }

    /// `live: reuser's guide`: at 1920×1080, Down held through the 50 000-row guide for 60 s:
    /// presents a second, frames over one 60 Hz slot, CPU per presented frame against the minimal
    /// SDL program's whole-window frame back to back, memory the hold adds; and the same hold
    /// with views evaluated every frame, for comparison.
    static func reusersGuide(server: VirtualXServer, input: XTestInput, report: BenchReport) throws {
        let size = (width: 1920, height: 1080), name = label(size)
        let held = try holdGuide(size: size, seconds: guideHold, keepingViews: true, server: server, input: input)
        guard !held.shown.isEmpty else { throw LiveBenchError("the guide presented nothing while Down was held") }
        let base = try minimal(size, renderer: held.renderer, display: server.display, paced: false)
        let where_ = "Down held \(Int(guideHold)) s, \(held.renderer) renderer"
        report.atLeast("live: reuser's guide, presents a second, \(name)", held.presentsPerSecond, 59.5, unit: "/s",
                       baseline: "every 60 Hz slot (\(held.shown.count) frames shown, \(where_))")
        report.atMost("live: reuser's guide, frames over 16.7 ms, \(name)", held.overFramePercent, 1, unit: "%",
                      baseline: "from the turn's start to the present's end (median \(msText(Sampling.median(of: held.shown.map(\.frameMs)))), worst \(msText(held.shown.map(\.frameMs).max() ?? 0)))")
        report.atMost("live: reuser's guide, CPU per presented frame vs minimal SDL program, \(name)", held.cpuPerFrameMs / base.cpu, 2,
                      baseline: "minimal SDL clear + 12 rects + present back to back, same path and size: its CPU per frame \(msText(base.cpu)) vs the guide's \(msText(held.cpuPerFrameMs)), all threads")
        report.atMost("live: reuser's guide, memory the hold adds, \(name)", held.growthMB, 16, unit: "MB",
                      baseline: "RSS after minus before the \(Int(guideHold)) s hold (before: \(String(format: "%.0f", Double(held.rssBefore) / 1e6)) MB)")
        let every = try holdGuide(size: size, seconds: guideComparisonHold, keepingViews: false, server: server, input: input)
        report.info("live: reuser's guide, CPU per presented frame, views kept vs evaluated every frame, \(name)",
                    held.cpuPerFrameMs / max(every.cpuPerFrameMs, 1e-9), unit: "ratio",
                    baseline: "COOKBOOK_RETAIN_VIEWS=0, Down held \(Int(guideComparisonHold)) s: \(msText(every.cpuPerFrameMs)) of CPU a frame, \(String(format: "%.1f", every.presentsPerSecond)) presents a second, \(String(format: "%.1f", every.overFramePercent)) % over 16.7 ms")
    }
}
