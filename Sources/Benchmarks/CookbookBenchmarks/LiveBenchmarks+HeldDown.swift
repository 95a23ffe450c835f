import Foundation

extension LiveBenchmarks {
    /// What one hold of Down in a live app measured.
    struct HeldDown {
        /// Presents that reached the screen during the hold.
        var shown: [PresentRecord]
        /// How long the hold was asked to last (s): what the rows' baselines name.
        var length: Double
        /// When the hold started and ended (``now()``'s clock).
        var start: UInt64, end: UInt64
        /// The app's CPU over the hold, all threads (s).
        var cpu: Double
        /// RSS before and after the hold (bytes).
        var rssBefore: Int, rssAfter: Int
        var renderer: String

        /// How long the hold lasted, as measured (s).
        var seconds: Double { Double(end - start) / 1e9 }
        var presentsPerSecond: Double { Double(shown.count) / seconds }
        var cpuPerFrameMs: Double { cpu * 1000 / Double(max(1, shown.count)) }
        var overFramePercent: Double {
            Double(shown.filter { $0.frameMs > LiveBenchmarks.frame }.count) / Double(max(1, shown.count)) * 100
        }
        /// RSS after the hold minus before it (MB).
        var growthMB: Double { Double(rssAfter - rssBefore) / 1e6 }
    }

    /// Holds Down in `app` for `seconds` through XTest, measuring the hold (``HeldDown``).
    static func holdDown(_ app: LiveAppProcess, seconds: Double, input: XTestInput) -> HeldDown {
        let rssBefore = app.memory("VmRSS"), cpu0 = app.cpuSeconds(), t0 = now()
        input.key("Down", down: true)
        sleep(seconds)
        input.key("Down", down: false)
        let cpu1 = app.cpuSeconds(), t1 = now(), rssAfter = app.memory("VmRSS")
        return HeldDown(shown: app.records(from: t0, to: t1).filter(\.shown), length: seconds, start: t0, end: t1, cpu: cpu1 - cpu0,
                        rssBefore: rssBefore, rssAfter: rssAfter, renderer: app.renderer)
    }

    /// The goal rows of a long hold at `size`, each named `subject` and what it measures:
    /// presents a second (every 60 Hz slot), with `framesOver` the frames over one slot, CPU per
    /// presented frame against the minimal SDL program's whole-window frame back to back (the
    /// program run now, on the hold's drawing path), and the memory the hold adds (`memoryRow`
    /// names that row). `app` names what was held in the baselines ("guide", "grid").
    static func reportLongHold(_ held: HeldDown, subject: String, app: String, framesOver: Bool, memoryRow: String,
                               size: (width: Int, height: Int), server: VirtualXServer, report: BenchReport) throws {
        guard !held.shown.isEmpty else { throw LiveBenchError("\(subject): nothing was presented while Down was held") }
        let base = try minimal(size, renderer: held.renderer, display: server.display, paced: false)
        let name = label(size), where_ = "Down held \(Int(held.length)) s, \(held.renderer) renderer"
        report.atLeast("\(subject), presents a second, \(name)", held.presentsPerSecond, 59.5, unit: "/s",
                       baseline: "every 60 Hz slot (\(held.shown.count) frames shown, \(where_))")
        if framesOver {
            let frames = held.shown.map(\.frameMs)
            report.atMost("\(subject), frames over 16.7 ms, \(name)", held.overFramePercent, 1, unit: "%",
                          baseline: "from the turn's start to the present's end (median \(msText(Sampling.median(of: frames))), worst \(msText(frames.max() ?? 0)))")
        }
        report.atMost("\(subject), CPU per presented frame vs minimal SDL program, \(name)", held.cpuPerFrameMs / base.cpu, 2,
                      baseline: "minimal SDL clear + 12 rects + present back to back, same path and size: its CPU per frame \(msText(base.cpu)) vs the \(app)'s \(msText(held.cpuPerFrameMs)), all threads")
        report.atMost("\(subject), \(memoryRow), \(name)", held.growthMB, 16, unit: "MB",
                      baseline: "RSS after minus before the \(Int(held.length)) s hold (before: \(String(format: "%.0f", Double(held.rssBefore) / 1e6)) MB)")
    }
}
