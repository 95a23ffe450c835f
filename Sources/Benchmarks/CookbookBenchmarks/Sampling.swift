import Foundation

/// Timing helpers: wall-clock samples after warm-up, medians and percentiles.
enum Sampling {
    /// Seconds of one run of `body`.
    static func time(_ body: () -> Void) -> Double {
        let d = ContinuousClock().measure(body)
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// `runs` timings of `body` (seconds) after `warmup` untimed runs.
    static func samples(runs: Int, warmup: Int, _ body: () -> Void) -> [Double] {
        for _ in 0..<warmup { body() }
        return (0..<runs).map { _ in time(body) }
    }

    /// Median wall time of `body` in seconds over `runs` runs after `warmup` runs.
    static func median(runs: Int = 15, warmup: Int = 3, _ body: () -> Void) -> Double {
        median(of: samples(runs: runs, warmup: warmup, body))
    }

    static func median(of values: [Double]) -> Double { percentile(values, 0.5) }

    /// The `p` quantile (0…1) by nearest rank.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// CPU seconds this thread spent running `body`.
    static func cpuTime(_ body: () -> Void) -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    /// CPU seconds (user + system) this process has used so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }
}
