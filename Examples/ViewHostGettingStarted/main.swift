import SDLBackend
import UICore
import UIRuntime

struct TileGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 260), spacing: 40)], spacing: 40) {
                ForEach(0..<24) { i in
                    RoundedRectangle(cornerRadius: 16).fill(.accentColor).frame(height: 180)
                        .focusable().hoverEffect(.lift).id("tile-\(i)")
                }
            }
        }
        .contentMargins(.all, 60)
    }
}

let canvas = Size(width: 1920, height: 1080)
// The documentation's two programs in one: the window with `--window`, else offscreen.
if CommandLine.arguments.contains("--window") {
    let window = try SDLWindow(title: "Grid", width: 1280, height: 720)
    let clock = SystemTimeSource()
    let app = ViewHost(canvas: canvas, clock: clock, measurer: window.measurer) { _ in TileGrid() }
    Host(app: app, backend: window, clock: clock).run()
} else {
    let clock = ManualClock()
    let target = try HeadlessTarget(canvas: canvas, scale: 0.5)
    let app = ViewHost(canvas: canvas, clock: clock, measurer: target.measurer) { _ in TileGrid() }
    let host = Host(app: app, backend: target, clock: clock)
    func step(_ frames: Int) { for _ in 0..<frames { clock.advance(by: 1.0 / 60); host.stepVirtualFrame() } }
    step(30)                                            // the first frames: focus lands on tile-0
    target.injector.pushKeyTap(.rightArrow)
    step(30)
    print(app.context.focusedID?.description ?? "none")   // tile-1
}
