import CookbookApp
import Foundation
import UICore

/// `scroll:` 60 virtual seconds of scrolling at 60 Hz — mouse-drag flings, wheel turns and
/// focus-driven scrolls on the recipe grid, then focus steps and wheel turns through the gallery's
/// view-aligned cards — counting frames whose CPU time exceeds one 60 Hz frame (16.7 ms).
///
/// Every one of the 3,600 frames is built (resolve, layout, focus, scroll, display list) and
/// timed; rasterising each at 1920×1080 in software would take minutes, so every
/// ``drawEvery``-th frame is also drawn and timed whole.
enum ScrollBenchmarks {
    /// The budget of a frame at 60 Hz (seconds).
    static let budget = 1.0 / 60
    /// Virtual seconds of scrolling (the 60-second replay).
    static let seconds = 60.0
    /// One frame in this many is also rasterised (60 of 3,600 keep the benchmark under 20 s).
    static let drawEvery = 60
    /// Seconds between two inputs: a brisk person's pace, so animations overlap now and then.
    static let inputInterval = 0.4

    static func run(into report: BenchReport, app: AppFixture) throws {
        let surface = try SoftwareSurface(width: Int(AppFixture.pixels.width), height: Int(AppFixture.pixels.height),
                                          scale: app.scale, assets: app.assets)
        app.show(.grid)
        let centre = Point(x: app.canvas.width * 0.6, y: app.canvas.height / 2)
        let frames = Int(seconds / AppFixture.frame)
        let perInput = Int((inputInterval / AppFixture.frame).rounded())
        var built: [Double] = [], drawn: [Double] = []
        var drag: (step: Int, up: Bool)?
        var action = 0
        for f in 0..<frames {
            if f == frames / 2 { app.model.show(.gallery) }
            // A drag in progress moves 60 pt a frame for 4 frames, then lets go (a fling).
            if let d = drag {
                let y = centre.y + (d.up ? -60 : 60) * Double(d.step + 1)
                app.runtime.handle(.pointerMoved(Point(x: centre.x, y: y)))
                if d.step == 3 {
                    app.runtime.handle(.pointerButton(Point(x: centre.x, y: y), pressed: false, clicks: 1))
                    drag = nil
                } else { drag = (d.step + 1, d.up) }
            } else if f % perInput == 0 {
                action += 1
                let onGrid = f < frames / 2
                switch action % 4 {
                case 0 where onGrid:
                    app.runtime.handle(.pointerMoved(centre))
                    app.runtime.handle(.pointerButton(centre, pressed: true, clicks: 1))
                    drag = (0, action % 8 < 4)
                case 1, 0:
                    app.runtime.handle(.pointerMoved(centre))
                    app.runtime.handle(.wheel(dx: 0, dy: action % 8 < 4 ? -3 : 3))
                default:
                    let forward = action % 16 < 8
                    let key: Key = onGrid ? (forward ? .downArrow : .upArrow) : (forward ? .rightArrow : .leftArrow)
                    app.runtime.handle(.key(KeyPress(key: key)))
                }
            }
            app.clock.advance(by: AppFixture.frame)
            var list: DisplayList?
            built.append(Sampling.cpuTime { list = app.runtime.frame() })
            if f % drawEvery == drawEvery - 1, let list {
                drawn.append(built[built.count - 1] + Sampling.cpuTime { surface.draw(list) })
            }
        }
        app.show(.grid)
        let over = built.filter { $0 > budget }.count, overDrawn = drawn.filter { $0 > budget }.count
        report.equals("scroll: frames over 16.7 ms CPU, built", Double(over), 0, unit: "frames",
                      baseline: "of \(frames) frames over 60 s (median \(ms(Sampling.median(of: built))), max \(ms(built.max() ?? 0))); layout + display list, not drawn")
        report.equals("scroll: frames over 16.7 ms CPU, built and drawn", Double(overDrawn), 0, unit: "frames",
                      baseline: "of \(drawn.count) sampled frames (1 in \(drawEvery); median \(ms(Sampling.median(of: drawn)))); software rasteriser at 1920×1080")
    }
}
