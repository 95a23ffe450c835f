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
        try reportLongHold(held, subject: "live: reuser's guide", app: "guide", framesOver: true, memoryRow: "memory the hold adds",
                           size: size, server: server, report: report)
        let every = try holdGuide(size: size, seconds: guideComparisonHold, keepingViews: false, server: server, input: input)
        report.info("live: reuser's guide, CPU per presented frame, views kept vs evaluated every frame, \(name)",
                    held.cpuPerFrameMs / max(every.cpuPerFrameMs, 1e-9), unit: "ratio",
                    baseline: "COOKBOOK_RETAIN_VIEWS=0, Down held \(Int(guideComparisonHold)) s: \(msText(every.cpuPerFrameMs)) of CPU a frame, \(String(format: "%.1f", every.presentsPerSecond)) presents a second, \(String(format: "%.1f", every.overFramePercent)) % over 16.7 ms")
    }
}
