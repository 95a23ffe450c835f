// FocusGrid: a focusable grid on the reusable UI runtime — a `ViewHost` on the SDL backend.
//
// Twenty-four colour tiles in an adaptive lazy grid inside a scroll view. Arrow keys, the D-pad,
// Tab, the mouse and the wheel all work, with the tvOS lift on the focused tile, because every
// input goes through `ViewHost` to the focus and scroll engines.
//
//     swift run focus-grid-example              # a window (needs a display, or xvfb-run)
//     swift run focus-grid-example --headless   # presses Right, Down, Down offscreen and prints focus
import Foundation
import SDLBackend
import UICore
import UIRuntime

/// One tile: a rounded colour swatch with its number.
struct Tile: View {
    let index: Int
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(Self.colour(index))
            Text("\(index + 1)").font(.title2)
        }
        .frame(height: 180)
    }

    /// A colour around the wheel: the red, green and blue channels peak a third of a turn apart.
    static func colour(_ i: Int) -> Color {
        func channel(_ shift: Double) -> Double { 0.45 + 0.35 * cos(2 * .pi * (Double(i) / 24 + shift)) }
        return Color(red: channel(0), green: channel(1.0 / 3), blue: channel(2.0 / 3))
    }
}

/// The screen: a title over a scrolling grid of focusable tiles.
struct ColourGrid: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Colours").font(.largeTitle)
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 260), spacing: 40)], spacing: 40) {
                    ForEach(0..<24) { i in
                        Tile(index: i).focusable().hoverEffect(.lift).id("tile-\(i)")
                    }
                }
            }
            .contentMargins(.all, 40)
        }
        .padding(60)
    }
}

let canvas = Size(width: 1920, height: 1080)
if CommandLine.arguments.contains("--headless") {
    // The same host loop on a virtual clock, with SDL events pushed into the headless target.
    let clock = ManualClock()
    let target = try HeadlessTarget(canvas: canvas, scale: 0.5)
    let app = ViewHost(canvas: canvas, clock: clock, measurer: target.measurer) { _ in ColourGrid() }
    let host = Host(app: app, backend: target, clock: clock)
    func settle() {
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); host.dispatchEvents(); host.renderFrame() }
    }
    settle()
    print("focus: \(app.context.focusedID ?? "none")")
    for key in [Key.rightArrow, .downArrow, .downArrow] {
        target.injector.pushKeyTap(key)
        settle()
        print("\(key): focus \(app.context.focusedID ?? "none")")
    }
    if let i = CommandLine.arguments.firstIndex(of: "--shot"), i + 1 < CommandLine.arguments.count {
        try target.savePNG(CommandLine.arguments[i + 1])
    }
} else {
    let window = try SDLWindow(title: "FocusGrid", width: 1280, height: 720)
    let clock = SystemTimeSource()
    let app = ViewHost(canvas: canvas, clock: clock, measurer: window.measurer) { _ in ColourGrid() }
    Host(app: app, backend: window, clock: clock).run()
}
