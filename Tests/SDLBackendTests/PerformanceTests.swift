import Foundation
import SDLBackend
import Testing
import UICore

/// A full-HD frame of a typical grid renders in reasonable time on the software path.
@Suite(.serialized)
struct PerformanceTests {
    /// A 1920×1080 grid: 4 columns × 3 rows of 410-pt tiles with shadows, images, titles.
    static func grid() -> DisplayList {
        var l = DisplayList(size: Size(width: 1920, height: 1080))
        for row in 0..<3 {
            for col in 0..<4 {
                let r = Rect(x: 80 + Double(col) * 450, y: 100 + Double(row) * 320, width: 410, height: 230)
                let focused = row == 1 && col == 1
                l.append(.pushLayer(focused ? .scale(x: 1.125, y: 1.125, about: r.center) : .identity, opacity: 1))
                l.append(.shadow(.roundedRect(cornerRadius: 12), r, Color.black.opacity(focused ? 0.5 : 0.2),
                                 blur: focused ? 35 : 5, offset: Point(x: 0, y: focused ? 50 : 6)))
                l.append(.image("recipe-\(row)-\(col)", r, .roundedRect(cornerRadius: 12)))
                l.append(.popLayer)
                l.append(.text("Recipe \(row * 4 + col) 🍰", Font.callout, .white, origin: Point(x: r.minX, y: r.maxY + 12)))
            }
        }
        return l
    }

    @Test func fullHDGridFrameTime() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 1920, height: 1080, scale: 1, assets: Snapshot.assets())
            t.render(Self.grid())   // warm caches
            let start = Date()
            let frames = 5
            for _ in 0..<frames { t.render(Self.grid()) }
            let ms = Date().timeIntervalSince(start) * 1000 / Double(frames)
            print("SDLBackend full-HD grid frame: \(String(format: "%.1f", ms)) ms (software, cached)")
            #expect(ms < 1000)
            if let path = ProcessInfo.processInfo.environment["SDL_PERF_SHOT"] { try t.savePNG(path) }
        }
    }
}
