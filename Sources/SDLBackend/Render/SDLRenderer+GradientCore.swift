import Rasterizer
import CSDL2
import UICore

extension SDLRenderer {

    /// Draws a gradient's core — the pixels whose centres lie inside `polygon` (whole device
    /// pixels, convex) — with the colour `color` gives at each pixel centre (``GradientCore``),
    /// as one texture copy; false (nothing drawn) when SDL cannot make the texture, or when the
    /// layer has a perspective tilt (the parameter is then projective in device pixels, not
    /// steppable), so the caller draws triangles instead. The copy uses the renderer's draw
    /// blend mode (none while a shape is rendered into its cache texture, so it holds colour and
    /// coverage as the triangles did).
    func drawCoreSpans(_ polygon: [Point], inverse: Transform, alpha: Double, parameter: (Point) -> Double,
                       color: (Point) -> Color) -> Bool {
        // Affine only: stepping the parameter per pixel is exact only without perspective terms.
        guard inverse.m31 == 0, inverse.m32 == 0 else { return false }
        // Rows and columns that can show: the clip, else the target.
        var bounds = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        if let clip = clips.last ?? nil {
            bounds = clip
        } else if let target = SDL_GetRenderTarget(handle) {
            SDL_QueryTexture(target, nil, nil, &bounds.w, &bounds.h)
        } else {
            SDL_GetRendererOutputSize(handle, &bounds.w, &bounds.h)
        }
        guard let core = GradientCore(polygon, bounds: Self.box(bounds), inverse: inverse, alpha: alpha,
                                      parameter: parameter, color: color) else { return true }
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetRenderDrawBlendMode(handle, &mode)
        guard let texture = pixelTexture(core.pixels, width: core.width, height: core.height, blendMode: mode) else { return false }
        defer { SDL_DestroyTexture(texture) }
        var dst = SDL_Rect(x: Int32(core.x0), y: Int32(core.y0), w: Int32(core.width), h: Int32(core.height))
        return SDL_RenderCopy(handle, texture, nil, &dst) == 0
    }
}
