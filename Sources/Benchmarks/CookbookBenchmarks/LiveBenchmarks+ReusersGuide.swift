import Foundation

extension LiveBenchmarks {
    /// The release build of the reuser's guide (`Examples/TVGuide`): 50 000 lazy rows of text
    /// and progress bars beside a sidebar, written as a tvOS developer would.
    static let guideBinary = ".build/release/tv-guide-example"
    /// How long Down is held through the guide: 60 s, over which memory must stay flat (the goal's span).
    static let guideHold = 60.0
    /// How long Down is held each way for the comparison with views not kept (information only).
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
    /// SDL program's whole-window frame back to back, memory the hold adds; and, for
    /// comparison, a shorter hold with views kept against one with views evaluated every frame.
    static func reusersGuide(server: VirtualXServer, input: XTestInput, report: BenchReport) throws {
        let size = (width: 1920, height: 1080), name = label(size)
        let held = try holdGuide(size: size, seconds: guideHold, keepingViews: true, server: server, input: input)
        try reportLongHold(held, subject: "live: reuser's guide", app: "guide", framesOver: true, memoryRow: "memory the hold adds",
                           size: size, server: server, report: report)
        // Like for like: two holds of one length, each from a fresh app. The 60 s hold's CPU a
        // frame against a 20 s hold's read 0.95 and 1.21 in two whole runs, while 8 s holds
        // alternating the two ways read alike (85/84, 69/86, 84/85 CPU ticks).
        let kept = try holdGuide(size: size, seconds: guideComparisonHold, keepingViews: true, server: server, input: input)
        let every = try holdGuide(size: size, seconds: guideComparisonHold, keepingViews: false, server: server, input: input)
        report.info("live: reuser's guide, CPU per presented frame, views kept vs evaluated every frame, \(name)",
                    kept.cpuPerFrameMs / max(every.cpuPerFrameMs, 1e-9), unit: "ratio",
                    baseline: "Down held \(Int(guideComparisonHold)) s each way: \(msText(kept.cpuPerFrameMs)) of CPU a frame against COOKBOOK_RETAIN_VIEWS=0's \(msText(every.cpuPerFrameMs)) (\(String(format: "%.1f", every.presentsPerSecond)) presents a second, \(String(format: "%.1f", every.overFramePercent)) % over 16.7 ms)")
    }
}
