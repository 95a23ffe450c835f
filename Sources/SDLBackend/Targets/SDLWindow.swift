import CSDL2
import Foundation
import Rasterizer
import UICore

/// The live app window: a resizable, HiDPI-aware SDL window, its input events and presentation.
/// Our damage-tracked software rasteriser draws every frame; an accelerated, vsynced SDL
/// renderer presents it (`FramebufferUpload`), or where that renderer runs on the CPU or is
/// missing (``RendererChoice``) the rasteriser draws straight into the window's surface.
///
/// The window draws display lists at ``canvasScale`` × pixel ratio and reports pointer
/// positions in canvas points. It does not choose the scale: whoever lays out for the window
/// does (a `Host` sets it from its app's canvas whenever the window's size changes); until then
/// it is 1, one point per window coordinate.
public final class SDLWindow: @unchecked Sendable {
    /// The `SDL_Window*`.
    public let window: OpaquePointer
    /// The `SDL_Renderer*`: SDL's accelerated one on the GPU path, a software renderer drawing
    /// into the window's surface on the software path.
    public let sdlRenderer: OpaquePointer
    /// The display-list renderer: drawing into the window's surface on the software path, into
    /// the GPU path's own surface there.
    public var renderer: PixelRenderer { upload?.renderer ?? directRenderer }
    /// The software path's presenting into the window's surface (on the GPU path its renderer
    /// only lends its text and image sources to ``upload``'s).
    private let surfacePresenter: WindowSurfacePresenter
    private var directRenderer: PixelRenderer { surfacePresenter.renderer }
    /// The GPU path's surface and texture (`FramebufferUpload`), made for the window's pixel size.
    private var upload: FramebufferUpload?
    /// The pixel size SDL last failed to make an ``upload`` for.
    private var uploadFailed: (width: Int, height: Int)?
    /// The event source (shared code path with headless replay).
    public let events: SDLEventSource
    /// Text metrics matching what ``present(_:)`` draws (created on first use).
    public private(set) lazy var measurer: any TextMeasuring = SDLTextMeasurer(assets: assets)
    private let assets: AssetLocator?
    /// The drawing path taken (``RendererChoice``), for the trace's `renderer` event.
    public let drawingPath: DrawingPath
    /// Whether the window draws with our software rasteriser into its surface.
    public var isSoftware: Bool { drawingPath.isSoftware }
    /// Whether the next software present must push the whole surface (exposed, resized, captured).
    private var needsWholeUpdate = true
    /// The pixel size the renderer's caches were last budgeted for.
    private var budgetedPixels = (width: 0, height: 0)
    /// Window coordinates per point (the host's to set: `Host` sets it from its app's canvas).
    public var canvasScale: Double = 1 { didSet { events.pointScale = canvasScale } }

    /// The window's last frame while it was not full screen (what ``rememberedFrame`` saves).
    var windowedFrame: WindowFrame?
    /// Whether the window is full screen by covering its display as a borderless window itself.
    var coversDisplayItself = false

    /// Opens a window of `width`×`height` window coordinates (OS points), at `position` when it
    /// is on a connected display (else centred), titled `title` (the program's name by default).
    ///
    /// Throws a one-line error when no display is available (SDL would otherwise silently fall
    /// back to its invisible "offscreen" driver).
    public init(title: String = ProcessInfo.processInfo.processName, width: Int = 1280, height: Int = 720, fullscreen: Bool = false,
                position: (x: Int, y: Int)? = nil, vsync: Bool = true, renderer: RendererChoice = .auto,
                assets: AssetLocator? = try? AssetLocator()) throws {
        let env = ProcessInfo.processInfo.environment
        let mode = try SDLSession.initialize(.display)
        let driver = SDLSession.withLock { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none" }
        if mode == .headless || driver == "dummy" || (driver == "offscreen" && env["SDL_VIDEODRIVER"] != "offscreen") {
            throw SDLError("no display available (SDL video driver '\(driver)'; DISPLAY and WAYLAND_DISPLAY "
                           + "\(env["DISPLAY"] == nil && env["WAYLAND_DISPLAY"] == nil ? "are unset" : "did not work")): "
                           + "run on a desktop or under xvfb-run, or draw offscreen with HeadlessTarget (SDLApp.run: --headless)")
        }
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centred = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        let place = position.flatMap { Self.onADisplay($0) ? (Int32($0.x), Int32($0.y)) : nil } ?? (centred, centred)
        let (w0, r0, path): (OpaquePointer, OpaquePointer, DrawingPath) = try SDLSession.withLock {
            guard let w = SDL_CreateWindow(title, place.0, place.1, Int32(width), Int32(height), flags) else {
                throw SDLError.sdl("cannot open a \(width)×\(height) window")
            }
            let accelerated = Self.acceleratedRenderer(for: w, choice: renderer, vsync: vsync)
            if let r = accelerated.renderer { return (w, r, accelerated.path) }
            if let (r, path) = Self.surfaceRenderer(for: w, because: accelerated.declined) { return (w, r, path) }
            SDL_DestroyWindow(w)
            throw SDLError.sdl("cannot create a renderer for the window")
        }
        window = w0; sdlRenderer = r0; drawingPath = path
        self.assets = assets
        surfacePresenter = WindowSurfacePresenter(window: w0, renderer: SDLSession.withLock { PixelRenderer(scale: 1, assets: assets) })
        events = SDLEventSource()
        events.connectionWindow = w0
        if fullscreen { SDLSession.withLock { coverDisplay() } }
        // Text input stays on (SDL's default, as in headless runs): typing yields `.key` and `.text`.
        if !fullscreen { windowedFrame = currentFrame }
        if fullscreen, let position {
            windowedFrame = WindowFrame(x: position.x, y: position.y, width: width, height: height, fullscreen: false)
        } else if fullscreen, let bounds = SDLSession.withLock({ displayBounds }) {
            // Opened full screen with no remembered place: leaving it centres the asked size.
            windowedFrame = WindowFrame(x: Int(bounds.x) + (Int(bounds.w) - width) / 2, y: Int(bounds.y) + (Int(bounds.h) - height) / 2,
                                        width: width, height: height, fullscreen: false)
        }
    }

    /// SDL's accelerated renderer for `window` and its path, unless `choice` or what it runs on
    /// says to take the software path: then no renderer, and why (under ``RendererChoice/auto``
    /// an OpenGL renderer whose `GL_RENDERER` names a software rasteriser, llvmpipe under Xvfb,
    /// is destroyed again). Call with the SDL lock held.
    private static func acceleratedRenderer(for window: OpaquePointer, choice: RendererChoice, vsync: Bool)
        -> (renderer: OpaquePointer?, path: DrawingPath, declined: String) {
        let none = DrawingPath(name: "gpu", driver: "none", device: "none", reason: "")
        guard choice != .software else { return (nil, none, "asked for (--renderer software)") }
        let flags = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let r = SDL_CreateRenderer(window, -1, flags) else { return (nil, none, "no accelerated renderer") }
        var info = SDL_RendererInfo()
        let driver = SDL_GetRendererInfo(r, &info) == 0 ? info.name.map { String(cString: $0) } ?? "?" : "?"
        let device = glRendererString(driver: driver) ?? driver
        if choice == .auto, DrawingPath.isSoftwareRasteriser(device) {
            SDL_DestroyRenderer(r)
            return (nil, none, "\(driver) renders on the CPU (\(device))")
        }
        let reason = choice == .gpu ? "asked for (--renderer gpu)" : "a GPU renderer"
        return (r, DrawingPath(name: "gpu", driver: driver, device: device, reason: reason), "")
    }

    /// The `GL_RENDERER` string of the current OpenGL context (the one SDL's GL renderer just
    /// made current), nil for other drivers.
    private static func glRendererString(driver: String) -> String? {
        guard driver.hasPrefix("opengl"), let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        // GL_RENDERER (the OpenGL registry's value).
        guard let text = getString(0x1F01) else { return nil }
        return String(cString: text)
    }

    /// A software renderer drawing into the window's own surface (X11: shared-memory images),
    /// whose changed rectangles ``present(_:)`` pushes, taken for `reason`. Call with the SDL lock held.
    private static func surfaceRenderer(for window: OpaquePointer, because reason: String) -> (OpaquePointer, DrawingPath)? {
        // The window surface as the windowing system gives it, not one SDL backs with a GPU
        // texture (SDL 2 does that on X11 by default, which would draw through llvmpipe again).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
        return (r, DrawingPath(name: "software", driver: "software", device: "window surface", reason: reason))
    }

    deinit {
        SDLSession.withLock {
            upload = nil
            directRenderer.purgeCaches()
            directRenderer.target = nil
            SDL_DestroyRenderer(sdlRenderer)
            SDL_DestroyWindow(window)
        }
    }

    /// The window's size in window coordinates (OS points).
    public var size: Size {
        SDLSession.withLock {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            return Size(width: Double(w), height: Double(h))
        }
    }

    /// The drawable size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        SDLSession.withLock {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
            return (Int(w), Int(h))
        }
    }

    /// Pixels per window coordinate (2 on a HiDPI display that reports logical sizes).
    public var pixelRatio: Double { Self.ratio(pixels: pixelSize, size: size) }

    /// Pixels per window coordinate for a window of `size` drawn at `pixels`.
    private static func ratio(pixels: (width: Int, height: Int), size: Size) -> Double {
        size.width > 0 ? Double(pixels.width) / size.width : 1
    }

    /// The window's size in canvas points (its size divided by ``canvasScale``).
    public var canvasSize: Size {
        let s = size
        return Size(width: s.width / canvasScale, height: s.height / canvasScale)
    }

    /// The SDL window id (for injected events that should look like they came from this window).
    public var windowID: UInt32 { SDLSession.withLock { SDL_GetWindowID(window) } }

    /// Translated input events since the last call; a resize also updates ``canvasScale``.
    public func pollEvents() -> [InputEvent] {
        let out = events.poll()
        if events.takeFullscreenRequest() { toggleFullscreen() }
        for event in out {
            switch event {
            case .resized:
                needsWholeUpdate = true
                surfacePresenter.windowResized()
            case .exposed: needsWholeUpdate = true
            default: break
            }
        }
        return out
    }

    /// Draws the display list at canvasScale × pixel ratio and shows it; returns whether
    /// anything was shown.
    ///
    /// Both paths redraw only where the list differs from the last frame. The software path
    /// draws in the window's surface and pushes just that rectangle to the screen (the whole
    /// surface after an expose or a resize); the GPU path draws in its own surface, uploads that
    /// rectangle and presents (vsynced). When nothing differs neither shows anything.
    @discardableResult
    public func present(_ list: DisplayList) -> Bool {
        // One question to SDL for the pixel size a frame: the ratio follows from it.
        let pixels = pixelSize
        let ratio = Self.ratio(pixels: pixels, size: size)
        return SDLSession.withLock {
            fitUpload(to: pixels)
            renderer.scale = canvasScale * ratio
            if pixels.width != budgetedPixels.width || pixels.height != budgetedPixels.height {
                directRenderer.budgetCaches(forTargetWidth: pixels.width, height: pixels.height)
                budgetedPixels = pixels
            }
            if let upload {
                guard upload.draw(list, whole: needsWholeUpdate) else { return false }
                upload.show(on: sdlRenderer)
                SDL_RenderPresent(sdlRenderer)
                needsWholeUpdate = false
                return true
            }
            // The GPU path with no surface of the window's size (SDL could not make its texture)
            // has nothing to draw into: the frame is not shown, and the next size is tried.
            guard isSoftware else { return false }
            return surfacePresenter.present(list, whole: &needsWholeUpdate)
        }
    }

    /// On the GPU path, makes the surface and texture of ``upload`` the window's pixel size
    /// (`pixels`) when they are not: their pixels are then drawn whole. A size SDL could not make
    /// them for is not tried again every frame. Call with the SDL lock held.
    private func fitUpload(to pixels: (width: Int, height: Int)) {
        guard !isSoftware, upload.map({ $0.width != pixels.width || $0.height != pixels.height }) ?? true,
              uploadFailed.map({ $0 != pixels }) ?? true else { return }
        upload = nil
        upload = FramebufferUpload(gpu: sdlRenderer, width: pixels.width, height: pixels.height,
                                   glyphs: directRenderer.glyphs, images: directRenderer.images)
        uploadFailed = upload == nil ? pixels : nil
        needsWholeUpdate = true
    }

    /// Draws the display list like ``present(_:)`` but reads the pixels back instead of
    /// presenting (a screenshot of what the next frame would show).
    public func capture(_ list: DisplayList) throws -> RGBImage {
        let ratio = pixelRatio
        let (w, h) = pixelSize
        return try SDLSession.withLock {
            fitUpload(to: (w, h))
            renderer.scale = canvasScale * ratio
            if isSoftware { guard surfacePresenter.attach(whole: &needsWholeUpdate) else { throw SDLError.sdl("the window has no surface") } }
            // Every pixel is read: none may be left for the X server to move.
            renderer.willReadWholeTarget()
            renderer.render(list)
            // The picture drawn was not shown: the next present shows the whole of it.
            needsWholeUpdate = true
            guard let pixels = renderer.target, pixels.width == w, pixels.height == h else {
                throw SDLError("cannot read the window's pixels: nothing of its size was drawn")
            }
            return RGBImage(width: w, height: h, bytes: pixels.rgbBytes())
        }
    }

    /// Starts delivering `.text` events (on by default).
    public func startTextInput() { events.startTextInput() }
    /// Stops delivering `.text` events (e.g. while no text field or type-select wants them).
    public func stopTextInput() { events.stopTextInput() }
    /// The connected pad's family for button hints, nil without a pad.
    public var padFamily: PadFamily? { events.padFamily }
}
