import Rasterizer
import CSDL2
import CSDL2TTF
import Foundation
import UICore

/// Draws a UICore `DisplayList` on an `SDL_Renderer` (a window's or a software surface's).
///
/// Display-list coordinates are points; the renderer multiplies them by ``scale`` (window pixels
/// per point: the HiDPI pixel ratio times the app's 1920-pt canvas scaling). Shapes become
/// triangles with a one-pixel feather ring that fades to transparent, which reads as
/// anti-aliasing; shadows are rings with a Gaussian falloff; text comes from SDL_ttf through an
/// LRU texture cache, emoji from Noto Color Emoji; images from `Assets/Images/NAME.png`.
///
/// Not thread-safe: use one renderer from one thread, inside ``SDLSession/withLock(_:)`` when
/// other SDL users share the process.
public final class SDLRenderer: @unchecked Sendable {
    /// A cached texture and its size in pixels.
    struct CachedTexture {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        /// The texture's pixels, premultiplied ARGB8888, rows packed, when kept (text and emoji:
        /// ``blit(_:in:source:alpha:)`` resamples them itself onto the framebuffer).
        var premultiplied: [UInt32]? = nil
    }

    /// One entry of the layer stack: the accumulated point-space transform and opacity.
    struct LayerState {
        var transform: Transform
        var opacity: Double
    }

    /// Most text textures kept (a screen shows a few hundred strings at most).
    static let textCacheCapacity = 768
    /// Texture memory budget for text and emoji: 64 MiB of ARGB pixels.
    static let textCacheBytes = 64 << 20
    /// Scaled emoji kept: the app's recipe emoji at a few sizes each (our estimate, not measured).
    static let emojiCacheCapacity = 256
    /// Image textures kept: a few dozen tiles at a few quantised scales each (our estimate).
    static let imageCacheCapacity = 128
    /// Texture memory budget for images: 128 MiB (a gallery shows a few dozen large tiles).
    static let imageCacheBytes = 128 << 20

    /// The `SDL_Renderer*` drawn on (owned by the caller).
    public let handle: OpaquePointer
    /// Pixels per display-list point.
    public var scale: Double
    /// Where images are looked up (`assets.images`); nil draws placeholders for every image.
    public let assets: AssetLocator?

    let fonts: FontLibrary
    var textCache: AdmittingCache<TextKey, CachedTexture>
    var emojiCache: LRUCache<EmojiKey, CachedTexture>
    var imageCache: LRUCache<ImageKey, CachedTexture>
    var shapeCache: AdmittingCache<ShapeTextureKey, CachedShape>
    /// Plain-text widths in pixels by string, pixel size and weight (``measuredTextWidth(_:font:device:)``).
    var textWidths = LRUCache<TextKey, Int>(capacity: SDLRenderer.textCacheCapacity * 4, costLimit: SDLRenderer.textCacheCapacity * 4)
    var imageSources: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    var missingImages: Set<String> = []
    var layers: [LayerState] = [LayerState(transform: .identity, opacity: 1)]
    var clips: [SDL_Rect?] = []
    /// Whether the renderer snaps geometry vertices to whole pixels (SDL's software renderer
    /// truncates them; measured in this project's probe), so edge alphas must be corrected.
    let snapsVertices: Bool
    /// Whether this is SDL's software renderer (or one that does not say): its fills, gradients
    /// and strokes are rasterised as masks (``CoverageMask``), the one rasteriser of every shape
    /// drawn in software, cached or not; SDL's GPU renderer draws them as triangle rings.
    let drawsMasks: Bool
    /// The optimisations' switches and the damage path's counters (``RendererDiagnostics``).
    public var diagnostics: RendererDiagnostics
    /// The flattened layers, made when first needed.
    lazy var flattener = LayerFlattener(fonts: fonts, assets: assets)
    /// Device pixels drawn from a resampled raster (a layer caught mid-animation): the next
    /// damage-only frame redraws them even if its list is the same, sharp if the layer has come
    /// to rest.
    var provisional: DamageFrame.Box?
    /// Whether the framebuffer holds pixels the next frame should redraw though nothing changed
    /// (`provisional`): a host asks for one more frame while this is true.
    public var hasProvisionalPixels: Bool { provisional != nil }
    /// Whether ``render(_:)`` redraws only where the list differs from the previous frame
    /// (`renderDamage(_:)`). Only for targets whose framebuffer keeps its pixels between
    /// frames (the software surface); a window's back buffer is undefined after a present, so
    /// it stays off there. Off by default.
    public var drawsDamageOnly = false {
        didSet { previousFrame = nil }
    }
    /// What the last ``render(_:)`` left on the framebuffer (nil: unknown, redraw whole).
    var previousFrame: DamageFrame? {
        didSet { if previousFrame == nil { backdrop = nil } }
    }
    /// The pixels under the animation the last frames drew (``Backdrop``), while it stays true.
    var backdrop: Backdrop?
    /// How many lists ``render(_:)`` has drawn: what tells one frame's flattened layers from the next's.
    private(set) var frameNumber = 0
    /// The box of framebuffer pixels the last ``render(_:)`` changed, in pixels: nil when it
    /// redrew the whole target, empty when nothing changed. A present that copies the
    /// framebuffer to a screen needs to copy only this box (as `SDL_UpdateWindowSurfaceRects`).
    public internal(set) var lastDamage: Rect?
    /// The scissor under every pushed clip while a damage region is redrawn (nil: none).
    var baseClip: SDL_Rect?
    /// The surface a software renderer draws on, when the caller made it
    /// (`SDL_CreateSoftwareRenderer`); with it, cached shapes are blended and opaque rectangles
    /// filled into its pixels here rather than by SDL (`framebufferPixels`). Owned by the caller,
    /// who must clear this before freeing the surface.
    public var framebuffer: UnsafeMutablePointer<SDL_Surface>?

    /// A renderer drawing on `renderer` at `scale` pixels per point, with fonts and images from `assets`.
    public convenience init(renderer: OpaquePointer, scale: Double = 1, assets: AssetLocator? = try? AssetLocator()) {
        self.init(renderer: renderer, scale: scale, assets: assets, fonts: FontLibrary(fontsDirectory: assets?.fonts))
    }

    /// A renderer with its own font library (tests use one without the emoji face).
    init(renderer: OpaquePointer, scale: Double, assets: AssetLocator?, fonts: FontLibrary) {
        self.handle = renderer
        self.scale = scale
        self.assets = assets
        self.fonts = fonts
        let destroy: (CachedTexture) -> Void = { SDL_DestroyTexture($0.texture) }
        textCache = AdmittingCache(capacity: Self.textCacheCapacity, costLimit: Self.textCacheBytes, onEvict: destroy)
        emojiCache = LRUCache(capacity: Self.emojiCacheCapacity, costLimit: Self.textCacheBytes / 4, onEvict: destroy)
        imageCache = LRUCache(capacity: Self.imageCacheCapacity, costLimit: Self.imageCacheBytes, onEvict: destroy)
        shapeCache = AdmittingCache(capacity: Self.shapeCacheCapacity, costLimit: Self.shapeCacheBytes) { SDL_DestroyTexture($0.texture) }
        var info = SDL_RendererInfo()
        snapsVertices = SDL_GetRendererInfo(renderer, &info) != 0 || info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        drawsMasks = snapsVertices
        // Every renderer that can draw into textures caches shapes: the software one, and a GPU
        // one too, which would otherwise tessellate and upload every shape again every frame.
        diagnostics = RendererDiagnostics(cachesShapes: SDL_RenderTargetSupported(renderer) == SDL_TRUE)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    // Under SDL's lock, as every other SDL call: the last reference may go on any thread.
    deinit { SDLSession.withLock { purgeCaches() } }

    /// Frees every cached texture (text, emoji, images, shapes) and every decoded source image.
    public func purgeCaches() {
        textCache.removeAll(); emojiCache.removeAll(); imageCache.removeAll(); shapeCache.removeAll()
        for s in imageSources.values { SDL_FreeSurface(s) }
        imageSources.removeAll(); missingImages.removeAll()
    }

    /// Clears the target to the list's background colour and draws every item; with
    /// ``drawsDamageOnly`` only the part that differs from the previous frame is cleared and redrawn,
    /// which leaves the same pixels.
    public func render(_ list: DisplayList) {
        frameNumber += 1
        lastDamage = nil
        endCacheFrame()
        flattener.offscreenRenderer?.endCacheFrame()
        if drawsDamageOnly {
            renderDamage(list)
        } else {
            renderWhole(list)
        }
    }

    /// Releases the text and shape textures the last frame made and did not keep
    /// (``AdmittingCache``): called as each frame starts, when none of them is in use.
    func endCacheFrame() {
        textCache.endFrame()
        shapeCache.endFrame()
    }

    /// Clears the whole target to the list's background colour and draws every item.
    func renderWhole(_ list: DisplayList) {
        backdrop = nil
        clear(to: list.background)
        drawItems(list)
    }

    /// Fills `box` (nil: the whole target) with `background`, opaque, ignoring any clip.
    func clear(to background: Color, _ box: SDL_Rect? = nil) {
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_RenderSetClipRect(handle, nil)
        let colour = SDL_Color(r: Self.byte(background.red), g: Self.byte(background.green), b: Self.byte(background.blue), a: 255)
        guard !fillFramebuffer(box.map { [$0] }, opaque: colour, clipped: false) else {
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            return
        }
        SDL_SetRenderDrawColor(handle, colour.r, colour.g, colour.b, 255)
        if var box { SDL_RenderFillRect(handle, &box) } else { SDL_RenderClear(handle) }
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// Draws every item over what is already there with fresh layer and clip stacks.
    /// Draws the items of `list` that `keep` admits (by index), inside ``baseClip`` when it is set.
    /// With `bounds` (each item's device pixels, from the damage path's ``DamageFrame``), scaled
    /// layers are drawn from flattened rasters where they can be (``drawFlattened(_:at:bounds:keep:)``).
    /// `atMark` runs once, before the item at index `mark` is drawn (or at the end, when the
    /// list is shorter). With `cull` (the frame's groups, the box drawn and the first item `keep`
    /// may admit besides pushes and pops), a group none of whose items can be drawn in the box
    /// is passed over whole (``DrawGroups``).
    func drawItems(_ list: DisplayList, bounds: ((Int) -> DamageFrame.Box)? = nil, mark: Int? = nil, atMark: (() -> Void)? = nil,
                   passingOver cull: (groups: DrawGroups, box: DamageFrame.Box, first: Int)? = nil,
                   where keep: (Int) -> Bool = { _ in true }) {
        layers = [LayerState(transform: .identity, opacity: 1)]
        clips = []
        applyClip()
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        let items = list.items
        var i = 0
        var marked = mark == nil
        defer { if !marked { atMark?() } }
        while i < items.count {
            if !marked, let mark, i >= mark {
                marked = true
                atMark?()
            }
            // A group that cannot touch the box drawn keeps nothing but balanced pushes and pops.
            if let cull, let next = cull.groups.skip(at: i, outside: cull.box, drawingFrom: cull.first) {
                i = next
                continue
            }
            if keep(i) {
                if let bounds, let next = drawFlattened(items, at: i, bounds: bounds, keep: keep) {
                    i = next
                    continue
                }
                draw(items[i])
            }
            i += 1
        }
        layers = [LayerState(transform: .identity, opacity: 1)]
        clips = []
        SDL_RenderSetClipRect(handle, nil)
    }

    /// Draws one item with the current layer and clip state (shapes from ``shapeCache`` when they can be).
    func draw(_ item: DisplayItem) {
        if drawViaShapeCache(item) { return }
        drawDirectly(item)
    }

    /// Draws one item with the current layer and clip state, rasterising shapes on the spot
    /// (from masks where our own blending draws, ``drawMaskDirectly(_:)``; else as rings).
    func drawDirectly(_ item: DisplayItem) {
        if drawMaskDirectly(item) { return }
        switch item {
        case .fill(let shape, let rect, let color):
            fill(shape, rect, solid: color)
        case .gradient(let shape, let rect, let from, let to, let start, let end):
            fill(shape, rect, color: LinearGradient.colour(in: rect, from: from, to: to, start: start, end: end),
                 gradientParameter: LinearGradient.parameter(in: rect, start: start, end: end))
        case .stroke(let shape, let rect, let color, let lineWidth):
            stroke(shape, rect, color: color, lineWidth: lineWidth)
        case .shadow(let shape, let rect, let color, let blur, let offset):
            shadow(shape, rect.offsetBy(dx: offset.x, dy: offset.y), color: color, blur: blur)
        case .text(let string, let font, let color, let origin):
            drawText(string, font: font, color: color, origin: origin)
        case .image(let name, let rect, let shape):
            drawImage(name, in: rect, shape: shape)
        case .pushClip(let shape, let rect):
            pushClip(shape, rect)
        case .popClip:
            popClip()
        case .pushLayer(let transform, let opacity):
            let top = layers[layers.count - 1]
            layers.append(LayerState(transform: top.transform.concatenating(transform),
                                     opacity: top.opacity * Swift.max(0, Swift.min(1, opacity))))
        case .popLayer:
            if layers.count > 1 { layers.removeLast() }
        }
    }

    // MARK: - Coordinate mapping

    /// The current point → pixel transform (layers, then ``scale``).
    var device: Transform {
        Transform.scale(x: scale, y: scale).concatenating(layers[layers.count - 1].transform)
    }

    /// The current layer opacity.
    var opacity: Double { layers[layers.count - 1].opacity }

    /// Pixels per point under the current transform (the square root of the area ratio).
    var pixelScale: Double {
        let t = device
        let det = abs(t.m11 * t.m22 - t.m12 * t.m21)
        return det > 0 ? det.squareRoot() : scale
    }

    /// Maps a point to an `SDL_FPoint` in pixels.
    @inline(__always) static func fpoint(_ p: Point, _ t: Transform) -> SDL_FPoint {
        let q = t.apply(p)
        return SDL_FPoint(x: Float(q.x), y: Float(q.y))
    }

    // MARK: - Clips

    func pushClip(_ shape: ShapeKind, _ rect: Rect) {
        // Rounded clips use their bounding rectangle (an axis-aligned scissor), as SDL only has those.
        let box = device.boundingBox(ShapeOutline(shape, in: rect).rect)
        let x0 = Int32(floor(box.minX)), y0 = Int32(floor(box.minY))
        let x1 = Int32(ceil(box.maxX)), y1 = Int32(ceil(box.maxY))
        var r = SDL_Rect(x: x0, y: y0, w: Swift.max(0, x1 - x0), h: Swift.max(0, y1 - y0))
        if let outer = clips.last ?? baseClip {
            var inter = SDL_Rect()
            if SDL_IntersectRect([outer], [r], &inter) == SDL_FALSE { inter = SDL_Rect(x: outer.x, y: outer.y, w: 0, h: 0) }
            r = inter
        }
        clips.append(r)
        applyClip()
    }

    func popClip() {
        if !clips.isEmpty { clips.removeLast() }
        applyClip()
    }

    /// Whether the current clip is empty (nothing would be drawn).
    var clippedAway: Bool {
        if let c = clips.last ?? baseClip { return c.w <= 0 || c.h <= 0 }
        return false
    }

    func applyClip() {
        if var c = clips.last ?? baseClip {
            // SDL treats an empty clip rect as "no clipping": keep a 1-px clip off-screen instead.
            if c.w <= 0 || c.h <= 0 { c = SDL_Rect(x: -10, y: -10, w: 1, h: 1) }
            SDL_RenderSetClipRect(handle, &c)
        } else {
            SDL_RenderSetClipRect(handle, nil)
        }
    }

    // MARK: - Colour helpers

    /// A 0…1 component as a byte (``ARGB/byte(_:)``).
    @inline(__always) static func byte(_ v: Double) -> UInt8 { ARGB.byte(v) }

    /// A colour as an SDL vertex colour, its alpha multiplied by `alpha`.
    @inline(__always) static func sdlColor(_ c: Color, alpha: Double) -> SDL_Color {
        SDL_Color(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.alpha * alpha))
    }
}
