import CookbookApp
import FocusEngine
import Foundation
import ScrollEngine
import UICore

// `make bench`: the numbers that matter, each as a ratio against a baseline measured in the same
// run on the same machine (absolute times vary with the machine; ratios travel).

/// Median wall time of `body` in seconds over `runs` runs after `warmup` runs.
func measure(runs: Int = 15, warmup: Int = 3, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    for _ in 0..<runs {
        let d = clock.measure(body)
        samples.append(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func fmt(_ s: Double) -> String {
    s >= 1e-3 ? String(format: "%.3f ms", s * 1e3) : String(format: "%.2f µs", s * 1e6)
}

/// A focus tree whose only content is a lazy grid of `count` cells in a 1920×1080 scroll viewport.
func lazyGridTree(count: Int) -> FocusNode {
    let columns = (0..<4).map { (x: Double($0) * 450, width: 410.0) }
    let g = UniformGridGeometry(count: count, columns: columns, rowHeight: 300, rowSpacing: 100, width: 1760)
    var scroll = FocusNode.container("grid", Rect(x: 80, y: 60, width: 1760, height: 960), children: [])
    scroll.clipsContent = true
    scroll.lazy = LazyRegion(geometry: g, contentOrigin: Point(x: 80, y: 60), idPrefix: "cell-")
    return FocusNode.container("window", Rect(x: 0, y: 0, width: 1920, height: 1080), children: [scroll])
}

/// The naive baseline: score every cell frame for a move down (what a scan-all engine does).
func linearScanDown(from: Rect, count: Int, geometry: UniformGridGeometry) -> Int? {
    var best: (Int, Double)?
    for i in 0..<count {
        let f = geometry.frame(ofItem: i)
        guard f.minY >= from.maxY, f.maxX > from.minX, f.minX < from.maxX else { continue }
        let d = f.minY - from.maxY
        if best == nil || d < best!.1 { best = (i, d) }
    }
    return best?.0
}

print("FocusCookbook benchmarks (medians; ratios compare with a baseline from this same run)\n")

// 1. Directional focus moves in lazy grids: sub-linear in the item count.
print("Directional move down in a lazy 4-column grid (the engine's spatial query vs a scan of every frame)")
var engineTimes: [Int: Double] = [:]
for count in [1_000, 100_000, 1_000_000] {
    let system = FocusSystem()
    system.update(tree: lazyGridTree(count: count))
    _ = system.focus(id: "cell-1")
    let engine = measure(runs: 25) {
        _ = system.focus(id: "cell-1")
        _ = system.move(.down)
    }
    engineTimes[count] = engine
    let columns = (0..<4).map { (x: Double($0) * 450, width: 410.0) }
    let g = UniformGridGeometry(count: count, columns: columns, rowHeight: 300, rowSpacing: 100, width: 1760)
    let from = g.frame(ofItem: 1)
    let scan = measure(runs: 5, warmup: 1) { _ = linearScanDown(from: from, count: count, geometry: g) }
    print("  \(String(count).padding(toLength: 9, withPad: " ", startingAt: 0)) items: engine \(fmt(engine)), scan \(fmt(scan)), scan/engine ×\(String(format: "%.0f", scan / engine))")
}
if let small = engineTimes[1_000], let large = engineTimes[1_000_000] {
    print("  engine cost 1,000,000 / 1,000 items: ×\(String(format: "%.2f", large / small)) (a linear engine would be ×1000)")
}

// 2. View-aligned scroll targets in a million-item lazy stack: binary search vs scanning targets.
print("\nView-aligned target for a fling (ScrollTargetSet on a lazy stack vs a scan of every target)")
let stack = LazyStackGeometry(axis: .horizontal, count: 1_000_000, itemLength: 460, spacing: 20, crossLength: 300)
let targets = ScrollTargetSet(layout: stack, axis: .horizontal)
let natural = 123_456_789.0
var found = 0
let search = measure(runs: 25) { found &+= targets.nearestTarget(to: natural, direction: 1) ?? 0 }
let scanTargets = measure(runs: 5, warmup: 1) {
    var best = 0, bestD = Double.infinity
    for i in 0..<stack.count { let d = abs(stack.frame(ofItem: i).minX - natural); if d < bestD { bestD = d; best = i } }
    found &+= best
}
if found == -1 { print(found) }
print("  engine \(fmt(search)), scan \(fmt(scanTargets)), scan/engine ×\(String(format: "%.0f", scanTargets / search))")

// 3. Lazy layout: laying out a scroll view over 1,000,000 items costs what 1,000 items cost.
print("\nLayout of a scrolled lazy grid (1,000,000 items vs 1,000 items)")
func layoutGrid(_ count: Int) -> Double {
    let items = Array(0..<count)
    return measure(runs: 15) {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem(), GridItem()], spacing: 40) {
                ForEach(items, id: \.self) { i in
                    VStack { Color.blue.frame(height: 230); Text("Item \(i)") }
                }
            }
        }.id("s")
        let ctx = LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1920, height: 1080),
                                scrollOffsets: ["s": Double(count / 8) * 10])
        let root = ResolveContext().resolve(view)
        LayoutEngine.layout(root, in: Size(width: 1920, height: 1080), context: ctx)
    }
}
let small = layoutGrid(1_000), large = layoutGrid(1_000_000)
print("  1,000 items \(fmt(small)), 1,000,000 items \(fmt(large)), ratio ×\(String(format: "%.2f", large / small))")

// 4. Deceleration projection: closed form vs stepping the decay millisecond by millisecond.
print("\nFling projection (closed form v·d/(1−d)/1000 vs stepping the decay per millisecond)")
var sink = 0.0
let closed = measure(runs: 25) { for v in stride(from: 100.0, to: 10_000, by: 100) { sink += DecelerationRate.normal.projectedDistance(velocity: v) } }
let stepped = measure(runs: 5) {
    for v in stride(from: 100.0, to: 10_000, by: 100) {
        var x = 0.0, vel = v / 1000
        while abs(vel) > 0.0005 { x += vel; vel *= 0.998 }
        sink += x
    }
}
print("  closed form \(fmt(closed)), stepping \(fmt(stepped)), stepping/closed ×\(String(format: "%.0f", stepped / closed))")
if sink.isNaN { print(sink) }

// 5. A whole app frame (resolve, layout, focus and scroll updates, decorations, display list) on
// the recipe grid, against the 16.7 ms budget of a 60 Hz display and against resolve+layout alone.
print("\nApp frame on the recipe grid (approximate text metrics, no drawing)")
let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Data")
if let catalog = try? Catalog.load(from: assets) {
    let clock = ManualClock()
    let runtime = AppRuntime(model: AppModel(catalog: catalog, store: nil), clock: clock, measurer: ApproximateTextMeasurer())
    runtime.setWindowSize(pixels: Size(width: 1920, height: 1080))
    for _ in 0..<10 { clock.advance(by: 1.0 / 60); _ = runtime.frame() }
    let frame = measure(runs: 30) { clock.advance(by: 1.0 / 60); _ = runtime.frame() }
    var flip = false
    let moving = measure(runs: 30) {
        flip.toggle()
        runtime.handle(.key(KeyPress(key: flip ? .rightArrow : .leftArrow)))
        clock.advance(by: 1.0 / 60); _ = runtime.frame()
    }
    print("  steady frame \(fmt(frame)) (\(String(format: "%.1f", frame / (1.0 / 60) * 100)) % of a 60 Hz frame)")
    print("  frame with a focus move \(fmt(moving)), ×\(String(format: "%.2f", moving / frame)) a steady frame")
} else {
    print("  skipped: cannot read \(assets.path)")
}
