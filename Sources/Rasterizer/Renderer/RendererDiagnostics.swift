/// What tests and benchmarks switch and count in an ``PixelRenderer``: each of its optimisations
/// as a switch (on in production; off to compare with drawing directly), and how often its
/// damage path took a shortcut.
///
///     target.renderer.diagnostics.flattensLayers = false   // draw every scaled layer directly
///     #expect(target.renderer.diagnostics.framesShifted > 40)
public struct RendererDiagnostics: Sendable {
    /// Fills, strokes and shadows are drawn from cached rasters (off: each one's mask is worked
    /// out again wherever it is drawn, as a gradient's always is).
    public var cachesShapes = true
    /// Scaled layers (a tile lifting into focus) are drawn from flattened rasters while they
    /// animate.
    public var flattensLayers = true
    /// Long rectangles, rounded rectangles and capsules are cached short and drawn stretched
    /// (`NineSlice`).
    public var cutsLongShapes = true
    /// A coverage mask works out each row's covered span from the outline (off: every pixel's
    /// own distance).
    public var coverageSpans = true
    /// A box drawn again is cleared to the background, or copied back from a backdrop, only
    /// around the items that surely paint it opaque (`OpaqueCover`; off: cleared or copied
    /// whole, as before).
    public var clearsAroundOpaqueItems = true
    /// Frames that moved a scroll view's pixels instead of drawing them (`PixelShift`).
    public internal(set) var framesShifted = 0
    /// Frames drawn over a backdrop: the pixels under an animation copied back, not drawn again.
    public internal(set) var framesFromBackdrop = 0
    /// Times the pixels a screen moved on its own (``PixelRenderer/screenMovesScrolledPixels``)
    /// were drawn again on the target, because a frame needed to read them.
    public internal(set) var movedPixelsRedrawn = 0
    /// Pixels of boxes drawn again that were not cleared, because an item drawn over them
    /// paints them opaque (``clearsAroundOpaqueItems``).
    public internal(set) var pixelsLeftUncleared = 0
    /// Pixels of boxes drawn over a backdrop that were not copied back from it, because an item
    /// drawn over the backdrop paints them opaque (``clearsAroundOpaqueItems``).
    public internal(set) var pixelsLeftUnrestored = 0

    init() {}
}
