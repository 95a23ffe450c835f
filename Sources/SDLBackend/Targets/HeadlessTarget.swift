import CSDL2
import CSDL2Image
import Foundation
import Rasterizer
import UICore

/// A window-less render target for replay, screenshots and tests: SDL's software renderer
/// drawing into an RGB888 surface, plus the same event source a live window uses.
///
/// SDL is initialised in headless mode (`SDL_VIDEODRIVER=dummy`) unless something already
/// initialised it, so events, text input and the virtual gamepad work without a display.
/// Software output is byte-identical across machines' video drivers (SDL_NOTES.md), which is
/// what makes pixel snapshots deterministic.
public final class HeadlessTarget: @unchecked Sendable {
    /// Width of the surface in pixels.
    public let width: Int
    /// Height of the surface in pixels.
    public let height: Int
    /// The display-list renderer (its `PixelRenderer/scale` is pixels per point).
    public let renderer: PixelRenderer
    /// The event source shared with live runs (``SDLEventSource/poll()``).
    public let events: SDLEventSource
    /// Pushes scripted events into SDL's queue (its point scale matches ``pointScale``).
    public let injector: SDLEventInjector

    /// Text metrics matching what ``render(_:)`` draws (created on first use).
    public private(set) lazy var measurer: any TextMeasuring = SDLTextMeasurer(assets: assets)

    private let assets: AssetLocator?
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// A target of `width`×`height` pixels drawing display lists at `scale` pixels per point.
    ///
    /// `pointScale` is the window-coordinates-per-point factor for mouse events. A headless run
    /// has no real window, so it defaults to 1: scripted points travel through SDL's integer
    /// mouse coordinates unchanged (a live window uses its canvas scale instead).
    public convenience init(width: Int, height: Int, scale: Double = 1, pointScale: Double? = nil,
                            assets: AssetLocator? = try? AssetLocator()) throws {
        try self.init(width: width, height: height, scale: scale, pointScale: pointScale, assets: assets, fonts: nil)
    }

    /// A target whose renderer uses a given font library (nil: the assets' fonts); tests pass
    /// one without the emoji face.
    init(width: Int, height: Int, scale: Double, pointScale: Double?, assets: AssetLocator?, fonts: FontLibrary?) throws {
        guard width > 0, height > 0 else { throw SDLError("headless target size must be positive, got \(width)×\(height)") }
        try SDLSession.initialize(.headless)
        self.width = width; self.height = height
        self.assets = assets
        let s0: UnsafeMutablePointer<SDL_Surface> = try SDLSession.withLock {
            guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue),
                  Framebuffer(surface: s) != nil else {
                throw SDLError.sdl("SDL_CreateRGBSurfaceWithFormat(\(width)×\(height)) failed")
            }
            return s
        }
        surface = s0
        renderer = SDLSession.withLock {
            PixelRenderer(scale: scale, assets: assets, fonts: fonts ?? FontLibrary(fontsDirectory: assets?.fonts))
        }
        // The surface keeps its pixels between frames, so a frame redraws only what changed.
        renderer.drawsDamageOnly = true
        renderer.target = Framebuffer(surface: s0)
        events = SDLEventSource(pointScale: pointScale ?? 1)
        injector = SDLEventInjector(pointScale: pointScale ?? 1)
        // Its caches hold a few screens of this size, as the window's do.
        let made = renderer
        SDLSession.withLock { made.budgetCaches(forTargetWidth: width, height: height) }
    }

    /// A target showing a canvas of `canvas` points at `scale` pixels per point.
    public convenience init(canvas: Size, scale: Double = 1, assets: AssetLocator? = try? AssetLocator()) throws {
        try self.init(width: Int((canvas.width * scale).rounded()), height: Int((canvas.height * scale).rounded()),
                      scale: scale, assets: assets)
    }

    deinit {
        SDLSession.withLock {
            renderer.purgeCaches()
            renderer.target = nil
            SDL_FreeSurface(surface)
        }
    }

    /// Pixels per point used for drawing.
    public var scale: Double {
        get { renderer.scale }
        set { renderer.scale = newValue }
    }

    /// Window coordinates per point for pointer events (read and injected).
    public var pointScale: Double {
        get { events.pointScale }
        set { events.pointScale = newValue; injector.pointScale = newValue }
    }

    /// Clears to the list's background and draws it (only where it differs from the previous
    /// frame: `PixelRenderer/drawsDamageOnly`); the pixels are ready when this returns.
    public func render(_ list: DisplayList) {
        SDLSession.withLock { renderer.render(list) }
    }

    /// Translated input events waiting in SDL's queue (the live window's path).
    public func poll() -> [InputEvent] { events.poll() }

    /// The colour of one pixel (black outside the surface).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0) }
        return SDLSession.withLock {
            let row = surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch))
            let v = row.assumingMemoryBound(to: UInt32.self)[x]
            return (UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
        }
    }

    /// All pixels as RGB bytes, row by row (`width × height × 3`).
    public func rgbBytes() -> [UInt8] {
        SDLSession.withLock { Framebuffer(surface: surface)?.rgbBytes() ?? [] }
    }

    /// Writes the current pixels as a PNG, creating missing parent directories.
    public func savePNG(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SDLError("cannot save PNG \(path): cannot create its directory (\(error.localizedDescription))")
        }
        try SDLSession.withLock {
            if IMG_SavePNG(surface, path) != 0 { throw SDLError.sdl("cannot save PNG \(path)") }
        }
    }
}

extension HeadlessTarget {
    /// The current pixels as an ``RGBImage``.
    public func image() -> RGBImage { RGBImage(width: width, height: height, bytes: rgbBytes()) }
}
