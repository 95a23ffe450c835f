import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// Damage-only drawing (``PixelRenderer/drawsDamageOnly``, on for the headless target) leaves
/// exactly the pixels a whole redraw of the same list leaves, frame after frame of the real app,
/// including frames that copy the lower part back from a backdrop (``Backdrop``) and frames
/// that move a scrolled grid's pixels (``PixelShift``).
@Suite struct DamageDrawingTests {
    /// Window pixels for the comparison: half of 1920×1080 keeps the per-frame pixel reads quick
    /// while the canvas (and so the layout) is the app's usual one, scaled.
    static let pixels = Size(width: 960, height: 540)

    /// Renders every frame of a session — the grid with the lift animation running as focus
    /// moves, scrolling down the grid, a toast appearing and leaving, the quit sheet opening
    /// and closing — damage-only over the previous frame and then whole, and compares
    /// every frame's two pictures. `asTheHostBuildsThem`: frames nothing invalidated are asked
    /// for as the live loop asks (drawn from the last layout, patched in place where only
    /// decorations changed, so damage is worked out from the patch); otherwise each is built whole.
    @Test(arguments: [false, true]) func everyFrameMatchesAWholeRedraw(asTheHostBuildsThem: Bool) throws {
        let h = try Harness()
        h.runtime.setWindowSize(pixels: Self.pixels)
        h.settle()
        let geometry = try #require(AppRuntime.canvasGeometry(forPixels: Self.pixels))
        let target = try HeadlessTarget(width: Int(Self.pixels.width), height: Int(Self.pixels.height), scale: geometry.scale)
        #expect(target.renderer.drawsDamageOnly, "the headless target draws damage only")
        // A lifting tile is laid from a resampled raster between its first and resting frames
        // (provisional pixels, within a few levels of drawing it; LayerFlattenTests holds that),
        // which a whole redraw draws exactly: this comparison is of damage drawing alone.
        target.renderer.diagnostics.flattensLayers = false

        var frames = 0, mismatches: [String] = [], changedFrames = 0, patchedFrames = 0
        var previous: [UInt8]? = nil
        /// Whether input or a model change asked for the next frame (the live loop's invalidation).
        var invalidated = true
        /// Builds `count` frames at 60 Hz; each is drawn damage-only over the previous frame,
        /// read, then redrawn whole by the same renderer (same caches) and read again; the
        /// damage drawing's memory of the frame (and its backdrop) is then put back, so the next
        /// frame is drawn over this one as the live window draws it.
        func run(_ what: String, frames count: Int) {
            for i in 0..<count {
                h.clock.advance(by: 1.0 / 60)
                let list = asTheHostBuildsThem
                    ? (h.runtime.frame(FrameRequest(isInvalidated: invalidated, isDrawn: true)) ?? h.runtime.frame())
                    : h.runtime.frame()
                invalidated = false
                if list.revision?.base != nil { patchedFrames += 1 }
                target.render(list)
                let a = target.rgbBytes()
                let (drawn, backdrop) = (target.renderer.previousFrame, target.renderer.backdrop)
                target.renderer.invalidateDamage()
                target.render(list)
                let b = target.rgbBytes()
                (target.renderer.previousFrame, target.renderer.backdrop) = (drawn, backdrop)
                frames += 1
                if a != b {
                    let first = a.indices.first { a[$0] != b[$0] } ?? 0
                    let p = first / 3
                    let count = a.indices.count { a[$0] != b[$0] }
                    let most = a.indices.map { abs(Int(a[$0]) - Int(b[$0])) }.max() ?? 0
                    mismatches.append("\(what) frame \(i): \(count) bytes differ (by up to \(most)), the first at pixel (\(p % Int(Self.pixels.width)), \(p / Int(Self.pixels.width)))")
                }
                if let previous, previous != b { changedFrames += 1 }
                previous = b
            }
        }
        /// A key press and release, then the frames that follow it.
        func press(_ what: String, _ key: Key, _ mods: KeyModifiers = [], frames count: Int = 24) {
            h.runtime.handle(.key(KeyPress(key: key, modifiers: mods)))
            h.runtime.handle(.key(KeyPress(key: key, modifiers: mods, phase: .up)))
            invalidated = true
            run(what, frames: count)
        }

        run("settled grid", frames: 3)
        press("lift right", .rightArrow)
        press("lift right again", .rightArrow)
        press("lift back left", .leftArrow)
        // The first Down lifts the tile below without scrolling: the two tiles' damage grows
        // downward frame by frame, and the backdrop taken on its first frame must hold it.
        let beforeDown = target.renderer.diagnostics.framesFromBackdrop
        press("lift down", .downArrow, frames: 30)
        let downFromBackdrop = target.renderer.diagnostics.framesFromBackdrop - beforeDown
        for n in 0..<3 { press("scroll down \(n)", .downArrow, frames: 30) }
        press("toast", .character("f"), .control, frames: 40)
        run("toast showing", frames: 60)
        h.model.asksToQuit = true
        invalidated = true
        run("sheet opening", frames: 30)
        h.model.asksToQuit = false
        invalidated = true
        run("sheet closing", frames: 30)
        press("scroll back up", .upArrow, frames: 30)

        #expect(mismatches.isEmpty, "\(mismatches.count) of \(frames) frames differ: \(mismatches.prefix(8))")
        // Scrolling the grid moves the pixels already drawn (PixelShift) on most of its frames.
        #expect(target.renderer.diagnostics.framesShifted > 40, "only \(target.renderer.diagnostics.framesShifted) of \(frames) frames moved a scroll view's pixels")
        // The session must really change the picture for the comparison to mean anything.
        #expect(changedFrames > frames / 4, "only \(changedFrames) of \(frames) frames changed")
        if asTheHostBuildsThem {
            #expect(patchedFrames > 40, "only \(patchedFrames) of \(frames) frames were patched in place")
            #expect(target.renderer.diagnostics.framesFromBackdrop > 20, "only \(target.renderer.diagnostics.framesFromBackdrop) frames were drawn over a backdrop")
            #expect(downFromBackdrop > 15, "only \(downFromBackdrop) of 30 frames of the lift down were drawn over a backdrop")
        }
    }

    /// A screen that keeps its own copy of the window (an X server's) and is sent, each frame,
    /// the box the frame changed — or, for a frame that scrolled by moving pixels, that move and
    /// the boxes drawn after it (``PixelRenderer/lastMove``, what the live window sends on
    /// X11) — shows every frame as a whole redraw of its list does. `screenOnly`: the target
    /// leaves the moved pixels to the screen (``PixelRenderer/screenMovesScrolledPixels``, as
    /// the live window on X11 does) and draws them again only when a frame reads them, or whole
    /// when the whole window is pushed in the middle of a scroll.
    @Test(arguments: [false, true]) func aScreenRepeatingTheMovesShowsEveryFrame(screenOnly: Bool) throws {
        let h = try Harness()
        h.runtime.setWindowSize(pixels: Self.pixels)
        h.settle()
        let geometry = try #require(AppRuntime.canvasGeometry(forPixels: Self.pixels))
        let (w, ht) = (Int(Self.pixels.width), Int(Self.pixels.height))
        let target = try HeadlessTarget(width: w, height: ht, scale: geometry.scale)
        let whole = try HeadlessTarget(width: w, height: ht, scale: geometry.scale)
        whole.renderer.drawsDamageOnly = false
        for t in [target, whole] { t.renderer.diagnostics.flattensLayers = false }
        target.renderer.screenMovesScrolledPixels = screenOnly

        var screen = [UInt8](repeating: 0, count: w * ht * 3)
        var frames = 0, moved = 0, mismatches: [String] = []
        // The frame before moved pixels: a whole push then falls in the middle of a scroll,
        // where a frame drawn as a move would leave the clip unmoved.
        var previousScrolled = false, pushedIn: Set<String> = []
        /// Copies `r` of the window's pixels to the screen.
        func send(_ r: Rect, from pixels: [UInt8]) {
            for y in Int(r.y)..<Int(r.y + r.height) {
                let a = (y * w + Int(r.x)) * 3, b = a + Int(r.width) * 3
                screen.replaceSubrange(a..<b, with: pixels[a..<b])
            }
        }
        /// Moves the screen's own pixels as `m` says.
        func move(_ m: MovedPixels) {
            let old = screen
            for y in Int(m.source.y)..<Int(m.source.y + m.source.height) {
                let a = (y * w + Int(m.source.x)) * 3, n = Int(m.source.width) * 3
                let d = ((y + m.dy) * w + Int(m.source.x) + m.dx) * 3
                screen.replaceSubrange(d..<(d + n), with: old[a..<(a + n)])
            }
        }
        var invalidated = true
        func run(_ what: String, frames count: Int) {
            for i in 0..<count {
                h.clock.advance(by: 1.0 / 60)
                let list = h.runtime.frame(FrameRequest(isInvalidated: invalidated, isDrawn: true)) ?? h.runtime.frame()
                invalidated = false
                // Twice while the grid scrolls the whole window is pushed (after an expose, as
                // the live window does): the target is told first, and the screen gets every pixel.
                let pushesWhole = screenOnly && previousScrolled && ["scroll down 1", "scroll up 1"].contains(what) && !pushedIn.contains(what)
                if pushesWhole { pushedIn.insert(what) }
                if pushesWhole { target.renderer.willReadWholeTarget() }
                target.render(list)
                whole.render(list)
                let pixels = target.rgbBytes()
                if pushesWhole {
                    screen = pixels
                } else if let m = target.renderer.lastMove {
                    moved += 1
                    move(m)
                    for r in m.redrawn { send(r, from: pixels) }
                } else if let d = target.renderer.lastDamage {
                    if d.width > 0, d.height > 0 { send(d, from: pixels) }
                } else {
                    screen = pixels
                }
                frames += 1
                previousScrolled = target.renderer.lastMove != nil
                let expected = whole.rgbBytes()
                if screen != expected {
                    let count = screen.indices.count { screen[$0] != expected[$0] }
                    mismatches.append("\(what) frame \(i): \(count) bytes differ")
                }
            }
        }
        func press(_ what: String, _ key: Key, frames count: Int = 30) {
            h.runtime.handle(.key(KeyPress(key: key)))
            h.runtime.handle(.key(KeyPress(key: key, phase: .up)))
            invalidated = true
            run(what, frames: count)
        }
        run("settled grid", frames: 3)
        press("lift right", .rightArrow)
        press("lift down", .downArrow)
        for n in 0..<3 { press("scroll down \(n)", .downArrow) }
        press("lift left", .leftArrow)
        for n in 0..<3 { press("scroll up \(n)", .upArrow) }

        #expect(mismatches.isEmpty, "\(mismatches.count) of \(frames) frames differ: \(mismatches.prefix(8))")
        #expect(moved > 40, "only \(moved) of \(frames) frames moved a scroll view's pixels")
        #expect(!screenOnly || pushedIn.count == 2, "the whole window was pushed in \(pushedIn.count) of 2 scrolls")
        if screenOnly {
            // The lifts after a scroll take a backdrop over pixels the screen moved.
            #expect(target.renderer.diagnostics.movedPixelsRedrawn > 0, "no frame read the pixels the screen moved")
        }
    }
}
