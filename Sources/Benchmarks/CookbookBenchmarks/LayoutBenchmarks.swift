import SDLBackend
import UICore
import UIRuntime

/// `headless: layout:` what a kept view bringing its layout along saves, on a page written as an
/// app would write one: a header whose count a button changes, above forty recipe cards with
/// descriptions that wrap (a plain `VStack` in a `ScrollView`, not lazy). Each frame is built after
/// the button's state write, so the page runs again and its cards are reused; the baseline is the
/// same page with every view laid out again (``RetainedEvaluations/bringsLayout`` off), timed in
/// the same run, turn about.
enum LayoutBenchmarks {
    /// Frames timed per turn, and turns per way (the median of all of a way's frames is its figure).
    static let framesPerTurn = 15, turns = 4

    static func run(into report: BenchReport) throws {
        let target = try HeadlessTarget(canvas: Size(width: 1920, height: 1080), scale: 0.5)
        func page(bringsLayout: Bool) -> ViewHost<LayoutBenchPage> {
            let host = ViewHost(canvas: Size(width: 1920, height: 1080), clock: ManualClock(), measurer: target.measurer) { _ in LayoutBenchPage() }
            host.evaluations.bringsLayout = bringsLayout
            _ = host.windowDidResize(Size(width: 1920, height: 1080))
            _ = host.frame()
            _ = host.context.focus(id: "more")
            _ = host.frame()
            return host
        }
        let kept = page(bringsLayout: true), whole = page(bringsLayout: false)
        /// One frame built after a press of the button: the state write, then the whole frame.
        func press(_ host: ViewHost<LayoutBenchPage>) {
            host.handle(.key(KeyPress(key: .return)))
            host.handle(.key(KeyPress(key: .return, phase: .up)))
            _ = host.frame()
        }
        var keptTimes: [Double] = [], wholeTimes: [Double] = []
        for _ in 0..<turns {
            keptTimes += Sampling.samples(runs: framesPerTurn, warmup: 2) { press(kept) }
            wholeTimes += Sampling.samples(runs: framesPerTurn, warmup: 2) { press(whole) }
        }
        kept.keptSubtreeLayouts = 0
        press(kept)
        let k = Sampling.median(of: keptTimes), w = Sampling.median(of: wholeTimes)
        report.info("headless: layout: frame built after a state write, kept views' layout brought along vs laid out again", k / w,
                    unit: "ratio",
                    baseline: "a 40-card recipe page, its header's count changed each frame (\(kept.keptSubtreeLayouts) subtrees moved a frame): \(ms(k)) vs \(ms(w)) a frame, COOKBOOK_RETAIN_LAYOUT=0's way, \(turns) turns of \(framesPerTurn) frames each")
    }
}
