import CSDL2
import CX11Keys
import Foundation
import Rasterizer
import UICore

/// The software path's presenting: the renderer draws straight into the window's own surface
/// (on X11 a shared-memory image) and only the box it changed is pushed to the screen
/// (`SDL_UpdateWindowSurfaceRects`), the whole surface after an expose, a resize or a capture.
///
/// A frame that scrolled by moving pixels (``PixelRenderer/lastMove``) has them moved on the X
/// server too, which already shows them, and pushes only the boxes drawn after the move. On
/// this machine pushing the moved pixels cost more than drawing them: the server reads them from
/// the shared image on another core, and the next frame's move writes those same lines again.
final class WindowSurfacePresenter {
    /// The window whose surface is drawn on.
    private let window: OpaquePointer
    /// Draws into the surface, only where the list changed.
    let renderer: PixelRenderer
    /// The window surface last drawn on, as the renderer was pointed at it (it is replaced when
    /// the window resizes).
    private var attached: SurfaceIdentity?

    /// What makes a window surface the one last drawn on: its address and the pixels, size and
    /// pitch it had. SDL frees a resized window's surface and makes the new one right after,
    /// and `malloc` often hands the freed `SDL_Surface` back: the address alone said "same
    /// surface" while its pixels were a new shared-memory image and the old one was unmapped —
    /// the next frame drew into the old pixels (a full-screen toggle, 1 run in ~6, SIGSEGV).
    struct SurfaceIdentity: Equatable {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let pixels: UnsafeMutableRawPointer?
        let width: Int32, height: Int32, pitch: Int32

        init(_ s: UnsafeMutablePointer<SDL_Surface>) {
            surface = s; pixels = s.pointee.pixels
            width = s.pointee.w; height = s.pointee.h; pitch = s.pointee.pitch
        }
    }

    /// Whether a scroll's moved pixels are moved on the X server (``lastMove``), once the first
    /// present has looked at the window (nil before): on X11 unless `COOKBOOK_SERVER_SCROLL=0`,
    /// which pushes them from the surface, to compare.
    private var movesOnServer: Bool?
    /// Whether the environment leaves server-side moves on.
    private let allowsServerMoves: Bool

    /// A presenter drawing `renderer`'s frames into `window`'s surface.
    init(window: OpaquePointer, renderer: PixelRenderer,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.window = window
        self.renderer = renderer
        // The window surface keeps its pixels between frames: each frame redraws and presents
        // only what changed.
        renderer.drawsDamageOnly = true
        allowsServerMoves = environment["COOKBOOK_SERVER_SCROLL"] != "0"
    }

    /// Whether `window` shows on an X server (SDL's X11 video driver).
    private static func isOnX11(_ window: OpaquePointer) -> Bool {
        SDLSession.withLock { cookbook_x11_window(window) == 1 }
    }

    /// Whether a resize was seen since the renderer was last pointed at the window's surface:
    /// SDL then makes the surface again, sometimes at the same size (a full-screen toggle of a
    /// window already the display's size), whose new shared-memory pixels may even land where
    /// the old ones were — nothing about it looks different, and its pixels are blank.
    private var resizedSinceAttached = true

    /// Notes that the window resized (SDL's `SDL_WINDOWEVENT_SIZE_CHANGED`): the next frame
    /// points the renderer at the surface SDL makes for it and draws it whole.
    func windowResized() { resizedSinceAttached = true }

    /// Points the renderer at the window's current surface (a resize replaces it; its pixels are
    /// then unknown, so the next frame redraws whole and `whole` is set); false when the surface
    /// is lost (the frame is skipped and drawn whole next time). Call with the SDL lock held.
    func attach(whole: inout Bool) -> Bool {
        attach(SDL_GetWindowSurface(window), whole: &whole)
    }

    /// Points the renderer at `current`, the window's surface now, unless it is the surface
    /// last drawn on (``SurfaceIdentity``) and no resize was seen since (``windowResized()``).
    func attach(_ current: UnsafeMutablePointer<SDL_Surface>?, whole: inout Bool) -> Bool {
        guard let current, let pixels = Framebuffer(surface: current) else {
            attached = nil; renderer.target = nil; renderer.invalidateDamage(); whole = true
            return false
        }
        let identity = SurfaceIdentity(current)
        if identity != attached || resizedSinceAttached {
            attached = identity
            resizedSinceAttached = false
            renderer.target = pixels
            renderer.invalidateDamage()
            whole = true
        }
        return true
    }

    /// Draws `list` where it changed and pushes that box (the whole surface when `whole`, which
    /// is cleared once it is pushed); returns whether anything was shown. Call with the SDL lock held.
    func present(_ list: DisplayList, whole: inout Bool) -> Bool {
        guard attach(whole: &whole) else { return false }
        if movesOnServer == nil {
            let on = allowsServerMoves && Self.isOnX11(window)
            movesOnServer = on
            // The server moves a scroll's pixels: the surface's own copy of them is drawn again
            // only when a frame reads it (a backdrop) or the whole surface is pushed.
            renderer.screenMovesScrolledPixels = on
        }
        // The whole surface is pushed: no pixel of it may be left for the server to move.
        if whole { renderer.willReadWholeTarget() }
        renderer.render(list)
        if whole || renderer.lastDamage == nil {
            whole = SDL_UpdateWindowSurface(window) != 0
            return !whole
        }
        guard let d = renderer.lastDamage, d.width > 0, d.height > 0 else { return false }
        var boxes = onSurface([d])
        if movesOnServer == true, let move = renderer.lastMove {
            if moveOnServer(move) {
                boxes = onSurface(move.redrawn)
            } else {
                // The server could not be asked (no graphics context): the surface moves its
                // pixels itself from now on, and this frame is drawn and pushed whole.
                movesOnServer = false
                renderer.screenMovesScrolledPixels = false
                renderer.render(list)
                whole = SDL_UpdateWindowSurface(window) != 0
                return !whole
            }
        }
        if SDL_UpdateWindowSurfaceRects(window, boxes, Int32(boxes.count)) != 0 { whole = true; return false }
        return true
    }

    /// `boxes` cut to the surface, empty ones left out: SDL's X11 push reads a box reaching
    /// past the surface's top or left edge as another box (a damage box can be grown past the
    /// canvas over an item's unclipped bounds).
    private func onSurface(_ boxes: [Rect]) -> [SDL_Rect] {
        guard let fb = renderer.target else { return [] }
        let bounds = Rect(x: 0, y: 0, width: Double(fb.width), height: Double(fb.height))
        return boxes.compactMap { box in
            guard let r = box.intersection(bounds), r.width > 0, r.height > 0 else { return nil }
            return SDL_Rect(r)
        }
    }

    /// Queues `move` on the X server's copy of the window (SDL's update that follows sends it
    /// first); false when the window is not on X11 or no graphics context could be made.
    private func moveOnServer(_ move: MovedPixels) -> Bool {
        let s = move.source
        return cookbook_x11_copy_area(window, Int32(s.x), Int32(s.y), Int32(s.width), Int32(s.height),
                                      Int32(s.x) + Int32(move.dx), Int32(s.y) + Int32(move.dy)) == 1
    }
}
