import CookbookApp
import Foundation
import UICore

/// `scroll:` 60 virtual seconds of scrolling at 60 Hz — mouse-drag flings, wheel turns and
/// focus-driven scrolls on the recipe grid, then focus steps and wheel turns through the gallery's
/// view-aligned cards — counting frames whose CPU time exceeds one 60 Hz frame (16.7 ms).
///
/// Every one of the 3,600 frames is built (resolve, layout, focus, scroll, display list) and
/// timed, then rasterised at 1920×1080 on the software surface (what changed since the frame
/// before, as the headless target draws) and timed again. The screen on show when the replay
/// starts has been drawn once (the replay continues a session; the first paint is `start:`).
enum ScrollBenchmarks {
    /// The budget of a frame at 60 Hz (seconds).
    static let budget = 1.0 / 60
    /// Virtual seconds of scrolling (a 60-second replay).
    static let seconds = 60.0
    /// Seconds between two inputs: a brisk person's pace, so animations overlap now and then.
    static let inputInterval = 0.4

    static func run(into report: BenchReport, app: AppFixture) throws {
        let surface = try SoftwareSurface(width: Int(AppFixture.pixels.width), height: Int(AppFixture.pixels.height),
                                          scale: app.scale, assets: app.assets)
        app.show(.grid)
        surface.draw(app.step())
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
                    app.runtime.handle(.key(KeyPress(key: key, phase: .up))) // a tap, not a held key
                }
            }
            app.clock.advance(by: AppFixture.frame)
            var list: DisplayList?
            built.append(Sampling.cpuTime { list = app.runtime.frame() })
            if let list { drawn.append(built[built.count - 1] + Sampling.cpuTime { surface.draw(list) }) }
        }
        app.show(.grid)
        let over = built.filter { $0 > budget }.count, overDrawn = drawn.filter { $0 > budget }.count
        report.info("headless: scroll: frames over 16.7 ms CPU, built", Double(over), unit: "frames",
                      baseline: "of \(frames) frames over 60 s (median \(ms(Sampling.median(of: built))), max \(ms(built.max() ?? 0))); layout + display list, not drawn")
        report.info("headless: scroll: frames over 16.7 ms CPU, built and drawn", Double(overDrawn), unit: "frames",
                      baseline: "of \(drawn.count) frames (median \(ms(Sampling.median(of: drawn))), max \(ms(drawn.max() ?? 0))); software rasteriser at 1920×1080, damage drawn")
    }
}
