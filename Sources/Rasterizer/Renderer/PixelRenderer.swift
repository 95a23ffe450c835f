import Foundation
import UICore

/// Draws a UICore `DisplayList` into a framebuffer of 32-bit pixels (a window's surface, a
/// surface a GPU presenter uploads, a headless target's).
///
/// Display-list coordinates are points; the renderer multiplies them by ``scale`` (window pixels
/// per point: the HiDPI pixel ratio times the app's 1920-pt canvas scaling). Every item kind has
/// one drawing path: fills, gradients, strokes and shadows are rasterised as masks
/// (`MaskedShape`), fills, strokes and shadows kept in a shape cache, gradients drawn afresh
/// from their kept colour tables (`GradientRamp`); text and emoji come from a ``GlyphSource`` and images
/// from an ``ImageSource`` (a platform's font engine and image decoder), each kept as a raster
/// in an LRU cache and laid over the framebuffer. An item under a rotation or a perspective
/// tilt that a mask cannot place is drawn upright into a raster of its own and laid through
/// the transform (`drawProjected(_:)`). No platform drawing API is involved: a presenter hands
/// the renderer its pixels and shows the box ``lastDamage`` says changed.
///
/// Not thread-safe: use one renderer from one thread (and its sources only from it).
public final class PixelRenderer: @unchecked Sendable {
    /// One entry of the layer stack: the accumulated point-space transform and opacity.
    struct LayerState {
        var transform: Transform
        var opacity: Double
    }

    /// Most text rasters kept (a screen shows a few hundred strings at most).
    static let textCacheCapacity = 768
    /// Memory budget for text and emoji rasters: 64 MiB of ARGB pixels.
    static let textCacheBytes = 64 << 20
    /// Scaled emoji kept: the app's recipe emoji at a few sizes each (our estimate, not measured).
    static let emojiCacheCapacity = 256
    /// Image rasters kept: a few dozen tiles at a few quantised scales each (our estimate).
    static let imageCacheCapacity = 128
    /// Memory budget for images: 128 MiB (a gallery shows a few dozen large tiles).
    static let imageCacheBytes = 128 << 20

    /// Pixels per display-list point.
    public var scale: Double
    /// Where text comes from (a platform's font engine); nil draws no text.
    public let glyphs: (any GlyphSource)?
    /// Where images come from; nil draws placeholders for every image.
    public let images: (any ImageSource)?

    /// Text runs, premultiplied, with their places in the line.
    var textCache: AdmittingCache<TextKey, GlyphRaster>
    /// Emoji at the size drawn, premultiplied.
    var emojiCache: LRUCache<EmojiKey, PixelRaster>
    /// Images at a scale step, premultiplied.
    var imageCache: LRUCache<ImageKey, PixelRaster>
    var shapeCache: AdmittingCache<ShapeTextureKey, CachedShape>
    /// Gradients' colour tables (``gradientRamp(_:)``).
    var gradientRamps = LRUCache<GradientRamp.Key, GradientRamp>(capacity: PixelRenderer.gradientRampCapacity)
    /// Plain-text raster boxes by string, pixel size and weight (``measuredTextBox(_:font:device:)``).
    var textBoxes = LRUCache<TextKey, PlainTextBox>(capacity: PixelRenderer.textCacheCapacity * 4, costLimit: PixelRenderer.textCacheCapacity * 4)
    /// Decoded source images (straight alpha), by name.
    var imageSources: [String: PixelRaster] = [:]
    var missingImages: Set<String> = []
    var layers: [LayerState] = [LayerState(transform: .identity, opacity: 1)]
    /// The clip stack, device pixels (each already cut to the one below it and ``baseClip``).
    var clips: [DamageFrame.Box] = []
    /// The optimisations' switches and the damage path's counters (``RendererDiagnostics``).
    public var diagnostics = RendererDiagnostics()
    /// The flattened layers, made when first needed.
    lazy var flattener = LayerFlattener(glyphs: glyphs, images: images)
    /// Device pixels drawn from a resampled raster (a layer caught mid-animation): the next
    /// damage-only frame redraws them even if its list is the same, sharp if the layer has come
    /// to rest.
    var provisional: DamageFrame.Box?
    /// Whether the framebuffer holds pixels the next frame should redraw though nothing changed
    /// (`provisional`): a host asks for one more frame while this is true.
    public var hasProvisionalPixels: Bool { provisional != nil }
    /// Whether ``render(_:)`` redraws only where the list differs from the previous frame
    /// (`renderDamage(_:)`). For targets whose framebuffer keeps its pixels between frames (a
    /// window's surface, the GPU path's own, a headless one). Off by default.
    public var drawsDamageOnly = false {
        didSet { forgetFrame() }
    }
    /// What the last ``render(_:)`` left on the framebuffer (nil: unknown, redraw whole).
    var previousFrame: DamageFrame?
    /// The pixels under the animation the last frames drew (``Backdrop``), while it stays true.
    var backdrop: Backdrop?
    /// How many lists ``render(_:)`` has drawn: what tells one frame's flattened layers from the next's.
    private(set) var frameNumber = 0
    /// The box of framebuffer pixels the last ``render(_:)`` changed, in pixels: nil when it
    /// redrew the whole target, empty when nothing changed. A present that copies the
    /// framebuffer to a screen needs to copy only this box (as `SDL_UpdateWindowSurfaceRects`).
    public internal(set) var lastDamage: Rect?
    /// How the last ``render(_:)`` moved pixels the target held, when it drew a scroll that way
    /// (damage-only frames): the pixels outside the move and its redrawn boxes did not change.
    /// A presenter holding a copy of the target elsewhere can move them there too and copy only
    /// the redrawn boxes. Nil for every other frame; ``lastDamage`` covers the move's clip either way.
    public internal(set) var lastMove: MovedPixels?
    /// Whether the screen this renderer's target is shown on moves a scrolled frame's pixels
    /// itself (``lastMove``: an X server moving what its window shows), so the target need not:
    /// a scrolled frame then draws only its redrawn boxes, and the rest of the scroll view's
    /// clip keeps the pixels it had until a frame reads them (a backdrop taken there), when it
    /// is drawn again. A presenter about to push or read the whole target calls
    /// ``willReadWholeTarget()`` before that frame's ``render(_:)``. Off by default.
    public var screenMovesScrolledPixels = false {
        didSet { forgetFrame() }
    }
    /// The box of target pixels left unmoved since the screen moved them
    /// (``screenMovesScrolledPixels``): outside the boxes drawn since, they are not what the
    /// screen shows.
    var staleMoved: DamageFrame.Box?
    /// Whether part of the target holds pixels the screen moved and the target did not
    /// (``screenMovesScrolledPixels``): until it draws whole, the target is not the picture shown.
    public var hasStaleMovedPixels: Bool { staleMoved != nil }

    /// Makes the next ``render(_:)`` leave every pixel of the target as its list draws it, for a
    /// presenter that pushes or reads the whole target after it: with
    /// ``screenMovesScrolledPixels`` on, that frame is drawn whole (it may be a scrolled frame,
    /// whose moved pixels the target would otherwise leave to the screen); otherwise nothing
    /// changes.
    public func willReadWholeTarget() {
        if screenMovesScrolledPixels { forgetFrame() }
    }
    /// The scissor under every pushed clip while a damage region is redrawn (nil: none).
    var baseClip: DamageFrame.Box?
    /// The pixels drawn on (owned by the caller, who must clear this before freeing them);
    /// nil draws nothing.
    package var target: Framebuffer? {
        didSet { if target?.rows.base != oldValue?.rows.base || target?.width != oldValue?.width || target?.height != oldValue?.height { forgetFrame() } }
    }

    /// A renderer drawing at `scale` pixels per point, its text from `glyphs` and its images
    /// from `images`, into its target once its owner sets one.
    public init(scale: Double = 1, glyphs: (any GlyphSource)?, images: (any ImageSource)?) {
        self.scale = scale
        self.glyphs = glyphs
        self.images = images
        textCache = AdmittingCache(capacity: Self.textCacheCapacity, costLimit: Self.textCacheBytes)
        emojiCache = LRUCache(capacity: Self.emojiCacheCapacity, costLimit: Self.textCacheBytes / 4)
        imageCache = LRUCache(capacity: Self.imageCacheCapacity, costLimit: Self.imageCacheBytes)
        shapeCache = AdmittingCache(capacity: Self.shapeCacheCapacity, costLimit: Self.shapeCacheBytes)
    }

    /// Draws from now on into `width` × `height` 32-bit pixels (xRGB8888 or ARGB8888) starting at
    /// `base`, rows `pitch` pixels apart: a window's surface, a texture's upload buffer, an
    /// array. The caller keeps the pixels alive until it calls ``detachPixels()`` or attaches
    /// others. Pixels other than the last ones make the next damage-only frame draw whole.
    public func attachPixels(_ base: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0 && pitch >= width, "pixels must be at least as wide as their rows")
        target = Framebuffer(PixelRows(base: base, pitch: pitch, width: width, height: height))
    }

    /// Stops drawing into the attached pixels (``render(_:)`` then draws nothing).
    public func detachPixels() { target = nil }

    /// Frees every cached raster (text, emoji, images, shapes) and every decoded source image.
    public func purgeCaches() {
        textCache.removeAll(); emojiCache.removeAll(); imageCache.removeAll(); shapeCache.removeAll()
        gradientRamps.removeAll(); imageSources.removeAll(); missingImages.removeAll()
    }

    /// Clears the target to the list's background colour and draws every item; with
    /// ``drawsDamageOnly`` only the part that differs from the previous frame is cleared and redrawn,
    /// which leaves the same pixels.
    public func render(_ list: DisplayList) {
        frameNumber += 1
        lastDamage = nil
        lastMove = nil
        endCacheFrame()
        flattener.offscreenRenderer?.endCacheFrame()
        guard target != nil else { return }
        if drawsDamageOnly {
            renderDamage(list)
        } else {
            renderWhole(list)
        }
    }

    /// Releases the text and shape rasters the last frame made and did not keep
    /// (``AdmittingCache``): called as each frame starts, when none of them is in use.
    func endCacheFrame() {
        textCache.endFrame()
        shapeCache.endFrame()
    }

    /// Clears the whole target to the list's background colour and draws every item; with
    /// `bounds` (the damage path's, ``DamageFrame``) scaled layers are laid from flattened
    /// rasters, as the damage path lays them, so a frame drawn whole there has the same pixels as
    /// the same frame drawn from damage (a raster and the items drawn directly can differ by a
    /// level where an edge is blended).
    func renderWhole(_ list: DisplayList, bounds: ((Int) -> DamageFrame.Box)? = nil) {
        backdrop = nil
        staleMoved = nil
        clear(to: list.background)
        drawItems(list, bounds: bounds)
    }

    /// Fills `box` (nil: the whole target) with `background`, opaque, ignoring any clip.
    func clear(to background: Color, _ box: DamageFrame.Box? = nil) {
        guard let fb = target else { return }
        let pixel = 0xFF00_0000 | UInt32(Self.byte(background.red)) << 16 | UInt32(Self.byte(background.green)) << 8
            | UInt32(Self.byte(background.blue))
        fb.fill(box ?? fb.bounds, pixel: pixel, clip: nil)
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
    }

    /// Draws one item with the current layer and clip state (shapes from ``shapeCache`` when they can be).
    /// A transparent shape (a lift's shadow at rest) draws nothing, and makes no raster.
    func draw(_ item: DisplayItem) {
        switch item {
        case .fill(_, _, let c), .stroke(_, _, let c, _), .shadow(_, _, let c, _, _):
            if c.alpha <= 0 { return }
        default:
            break
        }
        if drawViaShapeCache(item) { return }
        drawDirectly(item)
    }

    /// Draws one item with the current layer and clip state, rasterising shapes on the spot
    /// (``drawMaskDirectly(_:)``); an item a mask cannot place under this layer (a perspective
    /// tilt) or a raster laid under a rotation is drawn upright and laid through the transform
    /// (`drawProjected(_:)`).
    func drawDirectly(_ item: DisplayItem) {
        switch item {
        case .fill, .gradient, .stroke:
            if !drawMaskDirectly(item) { drawProjected(item) }
        case .shadow(let shape, let rect, let color, _, let offset):
            guard !drawMaskDirectly(item), !drawProjected(item) else { return }
            // A shadow too sharp for its mask to blur (under half a pixel) is its shape, filled.
            draw(.fill(shape, rect.offsetBy(dx: offset.x, dy: offset.y), color))
        case .text(let string, let font, let color, let origin):
            if !drawProjected(item) { drawText(string, font: font, color: color, origin: origin) }
        case .image(let name, let rect, let shape):
            if !drawProjected(item) { drawImage(name, in: rect, shape: shape) }
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

    /// Whether rasters (text, emoji, images) are laid through the current transform rather than
    /// straight onto the pixel grid: under a rotation, a mirror or a tilt.
    var drawsRastersUpright: Bool {
        let t = device
        return !(t.isAxisAligned && t.m11 > 0 && t.m22 > 0)
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

    // MARK: - Clips

    /// Pushes a clip: the shape's bounding box in device pixels (rounded clips use their
    /// bounding rectangle, an axis-aligned scissor), cut to the clip below it.
    func pushClip(_ shape: ShapeKind, _ rect: Rect) {
        let box = device.boundingBox(ShapeOutline(shape, in: rect).rect)
        let limit = 1e6   // pixels: keeps the conversion to whole pixels in range
        func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int { Int(Swift.max(-limit, Swift.min(limit, v.rounded(rule)))) }
        var r = DamageFrame.Box(x0: whole(box.minX, .down), y0: whole(box.minY, .down), x1: whole(box.maxX, .up), y1: whole(box.maxY, .up))
        if let outer = clips.last ?? baseClip { r = r.intersection(outer) }
        clips.append(r)
    }

    func popClip() {
        if !clips.isEmpty { clips.removeLast() }
    }

    /// Whether the current clip is empty (nothing would be drawn).
    var clippedAway: Bool {
        if let c = clips.last ?? baseClip { return c.isEmpty }
        return false
    }

    // MARK: - Colour helpers

    /// A 0…1 component as a byte (``ARGB/byte(_:)``).
    @inline(__always) static func byte(_ v: Double) -> UInt8 { ARGB.byte(v) }
}
