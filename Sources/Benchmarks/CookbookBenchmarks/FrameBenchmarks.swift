import CookbookApp
import UICore

/// `frame:` a whole frame at 1920×1080 on the software surface (app frame: resolve, layout,
/// focus, decorations, display list; then rasterise and present), against a frame that only
/// clears and presents the same framebuffer. The lifting rows rasterise only the damage (what
/// changed since the previous frame, as the headless target does); the per-screen rows
/// rasterise the whole list.
enum FrameBenchmarks {
    static func run(into report: BenchReport, app: AppFixture) throws {
        let surface = try SoftwareSurface(width: Int(AppFixture.pixels.width), height: Int(AppFixture.pixels.height),
                                          scale: app.scale, assets: app.assets)
        let baselineSamples = Sampling.samples(runs: 120, warmup: 10) { surface.clearOnly() }
        let base = Sampling.median(of: baselineSamples)
        let baseP99 = Sampling.percentile(baselineSamples, 0.99)
        let baseline = "clear + present of the same 1920×1080 framebuffer (median \(ms(base)), p99 \(ms(baseP99)))"

        // The recipe grid with the lift animation running: focus steps right and back, and every
        // frame while the card lifts (and the other settles) is timed.
        app.show(.grid)
        var samples: [Double] = []
        var right = true
        for i in 0..<(8 + 16) {
            app.runtime.handle(.key(KeyPress(key: right ? .rightArrow : .leftArrow)))
            right.toggle()
            var frames = 0
            repeat {
                let t = Sampling.time { surface.draw(app.step()) }
                if i >= 8 { samples.append(t) } // the first 8 moves warm caches up
                frames += 1
            } while app.runtime.isAnimating && frames < 30
        }
        let median = Sampling.median(of: samples), p99 = Sampling.percentile(samples, 0.99)
        report.atMost("frame: grid lifting, median", median / base, 4, baseline: baseline + "; frame \(ms(median)), \(samples.count) frames")
        report.atMost("frame: grid lifting, p99", p99 / baseP99, 6, baseline: baseline + "; frame p99 \(ms(p99))")

        // Every screen, settled, redrawn whole (what an input that changes it costs at least).
        // A settled screen's list does not change, so a damage-only frame would draw nothing:
        // these samples drop the damage state first and so keep timing a whole redraw.
        for screen in Screen.allCases {
            app.show(screen)
            let t = Sampling.median(runs: 25, warmup: 5) { surface.drawWhole(app.step()) }
            report.atMost("frame: \(screen.rawValue) screen, median", t / base, 4, baseline: "clear + present (\(ms(base))); frame \(ms(t))")
        }
        app.show(.grid)
    }
}
