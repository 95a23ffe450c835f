import CookbookApp
import Foundation
import SDLBackend
import UICore
import UIRuntime

/// `memory:` peak RSS and materialised views of the recipe grid over a generated catalogue of
/// 1,000 and of 1,000,000 recipes, scrolled from the top to the end.
///
/// Each size runs in a child process of its own (`cookbook-bench --memory-child N`), so its peak
/// RSS (VmHWM) is its own: the real app (``AppRuntime``, its grid screen and ``Host``) on the
/// headless target, as `cookbook replay` runs it — real SDL key and wheel events and
/// programmatic scrolls, frames built when due on a virtual 60 Hz clock, the first and last
/// frames rasterised. "The data" is what
/// generating the catalogue added to the child's RSS (measured before and after it, in the child).
enum MemoryBenchmarks {
    /// The argument that turns `cookbook-bench` into one size's child process.
    static let argument = "--memory-child"
    /// The two grid sizes compared (10^3 and 10^6 recipes).
    static let sizes = [1_000, 1_000_000]
    /// Programmatic scrolls down the grid, a tenth of it each, each followed by wheel turns
    /// there; the last reaches the end.
    static let jumps = 10
    /// Virtual seconds after each input (`cookbook replay`'s pace between script lines).
    static let afterInput = 0.25
    /// Virtual seconds after a jump: the reveal scroll animation runs to its end.
    static let afterJump = 1.5

    /// What one child measured (its one stdout line, JSON).
    struct Figures: Codable {
        var recipes: Int
        /// Peak RSS of the whole run (bytes).
        var peakRSS: Int
        /// RSS growth from generating the catalogue (bytes).
        var dataBytes: Int
        /// The most view nodes in one built frame's tree.
        var maxViews: Int
        /// The most grid items materialised in one frame.
        var maxGridItems: Int
        /// Frames built.
        var frames: Int
    }

    static func run(into report: BenchReport) throws {
        let me = CommandLine.arguments[0]
        let figures = try sizes.map { n -> Figures in
            let r = try ChildProcess.run(me, [argument, "\(n)"])
            guard r.status == 0, let line = r.stdout.split(separator: "\n").last,
                  let f = try? JSONDecoder().decode(Figures.self, from: Data(line.utf8)) else {
                throw AppError("cookbook-bench \(argument) \(n) failed (status \(r.status)): \(r.stderr)")
            }
            return f
        }
        let small = figures[0], large = figures[1]
        func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        let beyond = Double((large.peakRSS - small.peakRSS) - (large.dataBytes - small.dataBytes)) / 1_048_576
        report.atMost("memory: peak RSS 10^6 vs 10^3 grid, beyond the data", beyond, 32, unit: "MB",
                      baseline: "peak RSS \(mb(large.peakRSS)) vs \(mb(small.peakRSS)) scrolled end to end; the data = the catalogue's RSS growth when generated, "
                      + "\(mb(large.dataBytes)) vs \(mb(small.dataBytes)); \(large.frames) vs \(small.frames) frames built")
        // The view count differs a little with which tiles are on screen (names of other lengths
        // wrap differently), so the goal is "no more views at 10^6", and the grid's items equal.
        report.atMost("memory: materialised views 10^6 vs 10^3", Double(large.maxViews) / Double(small.maxViews), 1,
                      baseline: "most view nodes built in one frame at 10^3 items (\(small.maxViews)); \(large.maxViews) at 10^6")
        report.equals("memory: grid items materialised 10^6 minus 10^3", Double(large.maxGridItems - small.maxGridItems), 0, unit: "items",
                      baseline: "most grid items built in one frame: \(large.maxGridItems) vs \(small.maxGridItems)")
    }

    /// The child: generates `count` recipes, scrolls the grid end to end, prints ``Figures``.
    static func child(_ count: Int) -> Never {
        do {
            let f = try measure(count)
            let json = try JSONEncoder().encode(f)
            FileHandle.standardOutput.write(json + Data("\n".utf8))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("cookbook-bench \(argument) \(count): \(error)\n".utf8))
            exit(2)
        }
    }

    private static func measure(_ count: Int) throws -> Figures {
        let assets = try AssetLocator()
        let base = try Catalog.load(from: assets.data)
        let before = ProcessStatus.bytes("VmRSS")
        let catalog = base.generated(recipes: count, in: .dessert)
        let dataBytes = ProcessStatus.bytes("VmRSS") - before
        let slugs = catalog.recipes(in: .dessert)
        guard slugs.count == count, let last = slugs.last?.slug else { throw AppError("the generated catalogue holds \(slugs.count) recipes, not \(count)") }

        let clock = ManualClock()
        let pixels = AppFixture.pixels
        guard let scale = AppRuntime.canvasGeometry(forPixels: pixels)?.scale else { throw AppError("no canvas for 1920×1080") }
        let target = try HeadlessTarget(width: Int(pixels.width), height: Int(pixels.height), scale: scale, pointScale: scale, assets: assets)
        let runtime = AppRuntime(catalog: catalog, store: nil, clock: clock, measurer: SDLTextMeasurer(assets: assets))
        let host = Host(app: runtime, backend: target, clock: clock)
        let injector = target.injector

        var maxViews = 0, maxGrid = 0, frames = 0
        func record() {
            frames += 1
            var views = 0, grid = 0
            runtime.root?.visit { node in
                views += 1
                if case .lazy = node.kind { grid = max(grid, node.lazyMaterialized.count) }
                return true
            }
            maxViews = max(maxViews, views); maxGrid = max(maxGrid, grid)
        }
        func advance(_ seconds: Double) {
            var t = 0.0
            while t + 1e-9 < seconds {
                clock.advance(by: AppFixture.frame)
                t += AppFixture.frame
                if host.stepVirtualFrame() { record() }
            }
        }
        func tap(_ key: Key, times: Int) {
            for _ in 0..<times { injector.pushKeyTap(key); advance(afterInput) }
        }
        func wheel(_ notches: Double, times: Int) {
            for _ in 0..<times { injector.pushWheel(dy: notches); advance(afterInput) }
        }

        host.dispatchEvents()
        host.renderFrame(present: true)
        record()
        advance(afterInput)
        // Focus moves down the grid's first rows, each revealing the next row.
        tap(.downArrow, times: 4)
        // The pointer rests over the grid, so wheel turns scroll it (focus stays where it is).
        injector.pushMouseMove(to: Point(x: pixels.width * 0.6 / scale, y: pixels.height / 2 / scale))
        advance(afterInput)
        wheel(-3, times: 4)
        guard let grid = runtime.scrolls.controllers["recipe-grid"] else { throw AppError("the grid screen has no recipe-grid scroll view") }
        for j in 1...jumps {
            // A programmatic scroll (the path of `scrollPosition` and ScrollViewReader) a tenth
            // of the grid further down each time, then wheel turns there.
            let end = grid.contentSize.height - grid.containerSize.height
            grid.scroll(toOffset: end * Double(j) / Double(jumps), along: .vertical)
            host.renderFrame(present: false)
            record()
            advance(afterJump)
            wheel(-3, times: 2)
            wheel(3, times: 1)
        }
        // At the end a wheel turn down is clamped.
        wheel(-3, times: 2)
        advance(afterJump)
        let end = grid.contentSize.height - grid.containerSize.height
        guard grid.offset(along: .vertical) >= end - 1, runtime.root?.find(id: ViewID(last)) != nil else {
            throw AppError("the grid did not reach its end (offset \(grid.offset(along: .vertical)) of \(end), focus on \(runtime.context.focusedID?.description ?? "nothing"))")
        }
        host.renderFrame(present: true)
        record()
        return Figures(recipes: count, peakRSS: ProcessStatus.bytes("VmHWM"), dataBytes: dataBytes,
                       maxViews: maxViews, maxGridItems: maxGrid, frames: frames)
    }
}
