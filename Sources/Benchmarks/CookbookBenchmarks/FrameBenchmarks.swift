import CookbookApp
import UICore
import UIRuntime

/// `frame:` a frame at 1920×1080 on the software surface, against a frame that only clears and
/// presents the same framebuffer. The lifting rows time the frames of a focus move with its lift
/// animation running, on the real ``Host`` path (input, then the frame built, or drawn from the
/// last layout where it can only look different, then only the damage rasterised, as the
/// headless target does). The whole-redraw rows rasterise a settled screen's whole list.
enum FrameBenchmarks {
    /// Focus moves before the timed ones, to warm the caches.
    static let warmupMoves = 8
    /// Timed focus moves per screen (each with every frame of its lift animation).
    static let timedMoves = 16
    /// Seconds between one move's animation ending and the next move: longer than the 0.15 s
    /// within which moves count as rapid (``FocusEffects``), as a person pausing on a tile.
    static let pause = 0.3

    static func run(into report: BenchReport, app: AppFixture) throws {
        let surface = try SoftwareSurface(width: Int(AppFixture.pixels.width), height: Int(AppFixture.pixels.height),
                                          scale: app.scale, assets: app.assets)
        let baselineSamples = Sampling.samples(runs: 120, warmup: 10) { surface.clearOnly() }
        let base = Sampling.median(of: baselineSamples)
        let baseP99 = Sampling.percentile(baselineSamples, 0.99)
        let baseline = "clear + present of the same 1920×1080 framebuffer (median \(ms(base)), p99 \(ms(baseP99)))"
        let backend = SurfaceBackend(surface: surface, measurer: app.measurer)
        let host = Host(app: app.runtime, backend: backend, clock: app.clock)

        // The recipe grid with the lift animation running: focus steps right and back, and every
        // frame while the card lifts (and the other settles) is timed.
        let grid = lifting(.grid, app: app, host: host, backend: backend)
        let median = Sampling.median(of: grid.samples), p99 = Sampling.percentile(grid.samples, 0.99)
        let share = "\(grid.samples.count) frames, \(grid.built) of them resolved and laid out"
        report.info("headless: frame: grid lifting, median", median / base, unit: "ratio", baseline: baseline + "; frame \(ms(median)), \(share); was a goal, <= 4")
        report.info("headless: frame: grid lifting, p99", p99 / baseP99, unit: "ratio", baseline: baseline + "; frame p99 \(ms(p99)); was a goal, <= 6")
        // The same frames with every one resolved and laid out again (no frame drawn from the
        // last layout): what the host's looks-only frames save.
        app.runtime.tracksLooksOnlyFrames = false
        let whole = lifting(.grid, app: app, host: host, backend: backend)
        app.runtime.tracksLooksOnlyFrames = true
        let wholeMedian = Sampling.median(of: whole.samples)
        report.info("headless: frame: grid lifting, every frame built, median", wholeMedian / base,
                    unit: "ratio", baseline: "clear + present (\(ms(base))); frame \(ms(wholeMedian)), p99 \(ms(Sampling.percentile(whole.samples, 0.99)))")

        // The same lifting frames on every other screen.
        for screen in Screen.allCases where screen != .grid {
            let run = lifting(screen, app: app, host: host, backend: backend)
            guard !run.samples.isEmpty else { continue }
            let t = Sampling.median(of: run.samples)
            report.info("headless: frame: \(screen.rawValue) lifting, median", t / base, unit: "ratio",
                        baseline: "clear + present (\(ms(base))); frame \(ms(t)), \(run.samples.count) frames; was a goal, <= 4")
        }
        // The gallery's row starts on its "›" button, so its moves go between the button and a
        // card; browsing goes card to card, where one card's highlight fades in while the other's
        // fades out (two shadows and shines a frame).
        let cards = lifting(.gallery, app: app, host: host, backend: backend, from: "palette-0")
        let cardsMedian = Sampling.median(of: cards.samples)
        report.info("headless: frame: gallery lifting, card to card, median", cardsMedian / base, unit: "ratio",
                    baseline: "clear + present (\(ms(base))); frame \(ms(cardsMedian)), p99 \(ms(Sampling.percentile(cards.samples, 0.99))), \(cards.samples.count) frames")

        // Every screen, settled, redrawn whole: what a frame costs when everything on it is new
        // (a screen change). A settled screen's list does not change, so a damage-only frame
        // would draw nothing: these samples drop the damage state first.
        for screen in Screen.allCases {
            app.show(screen)
            let t = Sampling.median(runs: 25, warmup: 5) { surface.drawWhole(app.step()) }
            report.info("headless: frame: \(screen.rawValue) screen, whole redraw, median", t / base, unit: "ratio",
                        baseline: "clear + present (\(ms(base))); frame \(ms(t))")
        }
        app.show(.grid)
    }

    /// Times every frame of ``timedMoves`` focus moves (with their lift animations) on `screen`,
    /// after ``warmupMoves``: right and back where focus moves sideways, else down and up; from
    /// the view `from` when given (focused and settled first), else from the screen's first focus.
    /// Returns the frame times and how many of those frames were resolved and laid out.
    private static func lifting(_ screen: Screen, app: AppFixture, host: Host<AppRuntime>,
                                backend: SurfaceBackend, from: String? = nil) -> (samples: [Double], built: Int) {
        app.show(screen)
        host.setNeedsFrame()
        frame(app: app, host: host)
        if let from {
            _ = app.runtime.context.focus(id: ViewID(from))
            for _ in 0..<60 { frame(app: app, host: host) }
        }
        let start = app.runtime.context.focusedID
        var keys: (Key, Key) = (.rightArrow, .leftArrow)
        tap(keys.0, backend: backend)
        frame(app: app, host: host)
        if app.runtime.context.focusedID == start { keys = (.downArrow, .upArrow) }
        var samples: [Double] = [], built = 0
        for i in 0..<(warmupMoves + timedMoves) {
            tap(i % 2 == 0 ? keys.1 : keys.0, backend: backend)
            var frames = 0
            repeat {
                let root = app.runtime.root
                let t = frame(app: app, host: host)
                if i >= warmupMoves {
                    samples.append(t)
                    if app.runtime.root !== root { built += 1 }
                }
                frames += 1
            } while app.runtime.isAnimating && frames < 60
            // A pause, so the next move is a lone one with the full lift (a move within 0.15 s
            // of the last takes the quick 0.08 s animation, `FocusEffects`).
            app.clock.advance(by: pause)
        }
        return (samples, built)
    }

    /// A key tap (down and up, so a direction does not repeat) for the next frame.
    private static func tap(_ key: Key, backend: SurfaceBackend) {
        backend.queued = [.key(KeyPress(key: key)), .key(KeyPress(key: key, phase: .up))]
    }

    /// Advances one 60 Hz frame and lets the host dispatch input and build, draw and present
    /// the frame; returns how long that took.
    @discardableResult
    private static func frame(app: AppFixture, host: Host<AppRuntime>) -> Double {
        app.clock.advance(by: AppFixture.frame)
        return Sampling.time { host.stepVirtualFrame(present: true) }
    }
}
