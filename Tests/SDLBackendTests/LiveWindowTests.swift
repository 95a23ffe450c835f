import Foundation
import SDLBackend
import Testing
import UICore

/// The live window, exercised only when a display exists (e.g. under `xvfb-run`) and SDL was
/// not already initialised headless by another suite in this process.
@Suite(.serialized)
struct LiveWindowTests {
    /// Call inside the lock, so no other suite initialises SDL headless in between.
    private var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        return (env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil) && SDLSession.mode != .headless
    }

    @Test func windowPresentsAndTranslatesInjectedEvents() throws {
        try SDLSession.withLock {
            guard hasDisplay else { return }
            let w = try SDLWindow(title: "SDLBackend test", width: 960, height: 540, assets: Snapshot.assets())
            // The window keeps one point per window coordinate until its host scales it.
            #expect(w.canvasScale == 1)
            w.canvasScale = 0.5
            #expect(w.canvasSize.width == 1920)
            w.present(Fixtures.shapes())
            let shot = try w.capture(Fixtures.layers())
            #expect(shot.width == 960 && shot.distinctColours() > 100)
            if let path = ProcessInfo.processInfo.environment["SDL_LIVE_SHOT"] { try shot.savePNG(path) }
            _ = w.pollEvents()
            let injector = SDLEventInjector(pointScale: w.canvasScale, windowID: w.windowID)
            injector.pushKey(.downArrow)
            injector.pushClick(at: Point(x: 400, y: 300))
            let events = w.pollEvents().filter {
                switch $0 { case .key, .pointerButton: return true; default: return false }
            }
            #expect(events.first == .key(KeyPress(key: .downArrow)))
            #expect(events.contains(.pointerButton(Point(x: 400, y: 300), pressed: true, clicks: 1)))
            print("SDLWindow: software=\(w.isSoftware) pixelRatio=\(w.pixelRatio) size=\(w.size)")
        }
    }
}
