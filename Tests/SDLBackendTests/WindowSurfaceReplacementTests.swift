import CSDL2
import Testing
import UICore
@testable import Rasterizer
@testable import SDLBackend

/// A window's surface replaced by SDL (a resize, a full-screen toggle) is drawn into, never the
/// one it replaced — even when the new `SDL_Surface` sits at the old one's address.
///
/// SDL documents that a window's surface is invalidated when the window resizes and that
/// `SDL_GetWindowSurface` then makes a new one; it frees the old `SDL_Surface` just before it
/// allocates the new one, so `malloc` may hand the same address back. The live window crashed
/// (SIGSEGV in the frame's clear, about 1 run in 6 under load) when F11 made it full screen:
/// the presenter took the same address for the same surface and drew into the old, unmapped
/// shared-memory pixels. These tests replace a surface in place, as that allocation does.
@Suite(.serialized) struct WindowSurfaceReplacementTests {
    /// Pixels of `width`×`height`, ARGB, all zero, and an `SDL_Surface` over them.
    final class Pixels {
        let width: Int32, height: Int32
        let buffer: UnsafeMutablePointer<UInt32>
        init(_ width: Int32, _ height: Int32) {
            self.width = width; self.height = height
            buffer = .allocate(capacity: Int(width * height))
            buffer.initialize(repeating: 0, count: Int(width * height))
        }
        deinit { buffer.deallocate() }
        var all: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: buffer, count: Int(width * height)) }
    }

    /// Points `surface` (made by SDL over other pixels) at `pixels`, as SDL's new surface at the
    /// same address would be.
    static func replace(_ surface: UnsafeMutablePointer<SDL_Surface>, with pixels: Pixels) {
        surface.pointee.pixels = UnsafeMutableRawPointer(pixels.buffer)
        surface.pointee.w = pixels.width; surface.pointee.h = pixels.height; surface.pointee.pitch = pixels.width * 4
    }

    static func presenter() -> WindowSurfacePresenter {
        // The window is not touched by `attach(_:whole:)` or the renderer's drawing.
        WindowSurfacePresenter(window: OpaquePointer(bitPattern: 0x1)!, renderer: PixelRenderer(scale: 1, glyphs: nil, images: nil))
    }

    static func surface(over pixels: Pixels) throws -> UnsafeMutablePointer<SDL_Surface> {
        try #require(SDL_CreateRGBSurfaceWithFormatFrom(pixels.buffer, pixels.width, pixels.height, 32, pixels.width * 4,
                                                        SDL_PIXELFORMAT_ARGB8888.rawValue))
    }

    /// A presenter that drew a red frame into a surface over `pixels` (free the surface): the
    /// surface, the presenter, the frame's list and its red pixel.
    static func drawnRed(over pixels: Pixels) throws
        -> (surface: UnsafeMutablePointer<SDL_Surface>, presenter: WindowSurfacePresenter, list: DisplayList, red: UInt32) {
        let surface = try surface(over: pixels), presenter = presenter()
        var whole = true
        #expect(presenter.attach(surface, whole: &whole))
        let list = DisplayList(size: Size(width: Double(pixels.width), height: Double(pixels.height)), background: .red)
        presenter.renderer.render(list)
        let red = try #require(pixels.all.first)
        #expect(red != 0 && pixels.all.allSatisfy { $0 == red })
        return (surface, presenter, list, red)
    }

    /// A resize (the event sets `whole`) replaced the surface at the same address with larger
    /// pixels: the frame fills the new pixels whole and leaves the old ones alone.
    @Test func aSurfaceReplacedAtTheSameAddressAfterAResizeIsDrawnInto() throws {
        let old = Pixels(4, 3), new = Pixels(8, 6)
        let (surface, presenter, _, red) = try Self.drawnRed(over: old)
        defer { SDL_FreeSurface(surface) }

        Self.replace(surface, with: new)
        presenter.windowResized()
        var whole = true
        #expect(presenter.attach(surface, whole: &whole))
        presenter.renderer.render(DisplayList(size: Size(width: 8, height: 6), background: .blue))
        let blue = try #require(new.all.first)
        #expect(blue != 0 && blue != red && new.all.allSatisfy { $0 == blue }, "the new surface's pixels were not drawn")
        #expect(old.all.allSatisfy { $0 == red }, "the replaced surface's pixels were drawn into")
    }

    /// Replaced pixels are noticed without a resize event too (their address or size changed),
    /// and the frame is then drawn whole.
    @Test func replacedPixelsAreNoticedWithoutAResizeEvent() throws {
        let old = Pixels(4, 3), new = Pixels(4, 3)
        let (surface, presenter, list, red) = try Self.drawnRed(over: old)
        defer { SDL_FreeSurface(surface) }
        var whole = false
        // Unchanged: nothing is asked of the next frame.
        #expect(presenter.attach(surface, whole: &whole) && !whole)

        Self.replace(surface, with: new)
        #expect(presenter.attach(surface, whole: &whole) && whole)
        // The same list again: drawn whole into the new pixels, though nothing in it changed.
        presenter.renderer.render(list)
        #expect(new.all.allSatisfy { $0 == red }, "the new pixels were left blank")
    }

    /// SDL makes the surface again after a resize event even at the same size (a full-screen
    /// toggle of a window already its display's size), and its new blank pixels may sit where
    /// the old ones were: after a resize the frame is drawn whole whatever the surface looks like.
    @Test func aSurfaceMadeAgainAtTheSameSizeAndPlaceAfterAResizeIsDrawnWhole() throws {
        let pixels = Pixels(4, 3)
        let (surface, presenter, list, red) = try Self.drawnRed(over: pixels)
        defer { SDL_FreeSurface(surface) }
        // The new surface's blank pixels, at the old address.
        pixels.buffer.update(repeating: 0, count: pixels.all.count)
        presenter.windowResized()
        var whole = true
        #expect(presenter.attach(surface, whole: &whole) && whole)
        presenter.renderer.render(list)
        #expect(pixels.all.allSatisfy { $0 == red }, "the remade surface was left blank where nothing changed")
    }

    /// An expose asks for the whole surface to be pushed again, not drawn again: its pixels are
    /// still the last frame's, and nothing of an unchanged list is drawn.
    @Test func anExposePushesTheSurfaceWithoutDrawingItAgain() throws {
        let pixels = Pixels(4, 3)
        let (surface, presenter, list, _) = try Self.drawnRed(over: pixels)
        defer { SDL_FreeSurface(surface) }
        // Marked behind the renderer's back: drawing again would paint over it.
        pixels.buffer.update(repeating: 7, count: pixels.all.count)
        var whole = true
        #expect(presenter.attach(surface, whole: &whole) && whole)
        presenter.renderer.render(list)
        #expect(pixels.all.allSatisfy { $0 == 7 }, "an expose drew the unchanged frame again")
    }
}
