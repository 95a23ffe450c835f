import Foundation

extension LiveBenchmarks {
    /// What one hold of Down in a live app measured.
    struct HeldDown {
        /// Presents that reached the screen during the hold.
        var shown: [PresentRecord]
        /// When the hold started and ended (``now()``'s clock).
        var start: UInt64, end: UInt64
        /// The app's CPU over the hold, all threads (s).
        var cpu: Double
        /// RSS before and after the hold (bytes).
        var rssBefore: Int, rssAfter: Int
        var renderer: String

        /// The hold's length (s).
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
        return HeldDown(shown: app.records(from: t0, to: t1).filter(\.shown), start: t0, end: t1, cpu: cpu1 - cpu0,
                        rssBefore: rssBefore, rssAfter: rssAfter, renderer: app.renderer)
    }
}
