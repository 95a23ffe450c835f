import CookbookApp
import Foundation
import Rasterizer
import UICore

/// `headless: pixels:` the least a scrolled frame of the recipe grid costs at 1920×1080 on the
/// software path: moving the grid's pixels inside its clip by a frame's scroll step
/// (`Framebuffer.move`, what every frame of a held Down or a scroll animation does before it
/// draws what came into view), against filling the whole window once (`Framebuffer.fill`, the
/// clear the `live:` rows' minimal program does every frame). Both run on pixels the caches no
/// longer hold, as in the window, whose pixels the X server reads after every present.
///
/// Information: it says how much of the `live:` CPU goals (≤ 2× the minimal program's frame) a
/// scrolled frame spends before it draws anything.
enum PixelMoveBenchmarks {
    /// Device pixels a frame's step moves the content: a Down moves the grid by a row of tiles
    /// over its scroll animation's frames (about 36 in the live runs), so most steps are a few
    /// to a few tens of pixels (our choice within that). The move's cost hardly depends on it:
    /// it moves every row of the clip but the step's.
    static let step = 16
    /// Bytes written between two timed runs to push the window's pixels out of the caches: more
    /// than the last-level cache of the machines we run on (32 MB on the 2-core EPYC VM).
    static let evictionBytes = 64 << 20
    /// Timed runs of each (after two untimed ones).
    static let runs = 40

    static func run(into report: BenchReport, app: AppFixture) throws {
        app.show(.grid)
        guard let root = app.runtime.root, let clip = gridClip(in: root, scale: app.scale) else {
            throw AppError("headless: pixels: the recipe grid's scroll view was not found")
        }
        let width = Int(AppFixture.pixels.width), height = Int(AppFixture.pixels.height)
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { pixels.deallocate() }
        pixels.initialize(repeating: 0xFF20_2020, count: width * height)
        let fb = Framebuffer(PixelRows(base: pixels, pitch: width, width: width, height: height))
        let junk = UnsafeMutablePointer<UInt8>.allocate(capacity: evictionBytes)
        defer { junk.deallocate() }
        junk.initialize(repeating: 0, count: evictionBytes)
        /// Pushes the window's pixels out of the caches: a write to every cache line of `junk`.
        func evict() { for i in stride(from: 0, to: evictionBytes, by: 64) { junk[i] &+= 1 } }
        func timed(_ body: () -> Void) -> Double {
            (0..<(runs + 2)).map { _ in evict(); return Sampling.time(body) }.dropFirst(2).sorted()[runs / 2]
        }
        let down = PixelShift(clip: clip, dx: 0, dy: -step, damage: [])
        let up = PixelShift(clip: clip, dx: 0, dy: step, damage: [])
        var flip = false
        let move = timed { fb.move(flip ? up : down); flip.toggle() }
        let whole = DamageFrame.Box(x0: 0, y0: 0, x1: width, y1: height)
        let fill = timed { fb.fill(whole, pixel: 0xFF20_2020, clip: nil) }
        let bytes = MemoryLayout<UInt32>.stride
        let moved = Double((clip.x1 - clip.x0) * (clip.y1 - clip.y0 - step) * bytes) / 1e6
        let filled = Double(width * height * bytes) / 1e6
        report.info("headless: pixels: a scrolled frame's pixel move vs filling the window", move / fill, unit: "ratio",
                    baseline: String(format: "%d×%d, caches emptied before each: the recipe grid's clip (%d×%d px) moved %d px, %.1f MB, %@ vs the whole window filled, %.1f MB, %@",
                                     width, height, clip.x1 - clip.x0, clip.y1 - clip.y0, step, moved, ms(move), filled, ms(fill)))
    }

    /// The recipe grid's scroll view clip in device pixels, as the renderer cuts a clip
    /// (``DamageFrame/pixelBox(_:margin:)``).
    static func gridClip(in root: Node, scale: Double) -> DamageFrame.Box? {
        var grid: Node?
        root.visit { n in
            if grid == nil, n.id?.description == "recipe-grid" { grid = n }
            return grid == nil
        }
        var scroll: Node?
        grid?.visit { n in
            if scroll == nil, case .scroll = n.kind { scroll = n }
            return scroll == nil
        }
        guard let f = scroll?.frame else { return nil }
        return DamageFrame.pixelBox(Transform.scale(x: scale, y: scale).boundingBox(f), margin: 0)
    }
}
