import CSDL2
import UICore

extension SDLRenderer {
    /// Forgets what is on the framebuffer, so the next damage-only ``render(_:)`` redraws whole
    /// (call it after drawing on the target by other means, or to time a whole redraw).
    public func invalidateDamage() {
        previousFrame = nil
    }

    /// Renders `list` on a framebuffer that still holds the previous frame: clears the box where
    /// the two lists differ (``DamageFrame/damage(since:)``) to the background and redraws, with
    /// that box as the scissor, every item that can touch it; everything else is left as it is.
    /// Redraws whole when the difference cannot be bounded.
    func renderDamage(_ list: DisplayList) {
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(handle, &w, &h) != 0 { w = 0; h = 0 }
        let frame = DamageFrame(list, scale: scale, cachesShapes: cachesShapes, width: Int(w), height: Int(h))
        defer { previousFrame = frame }
        guard w > 0, h > 0, let previous = previousFrame, let damage = frame.damage(since: previous) else {
            renderWhole(list)
            return
        }
        if damage.isEmpty { return }
        var box = SDL_Rect(x: Int32(damage.x0), y: Int32(damage.y0), w: Int32(damage.x1 - damage.x0), h: Int32(damage.y1 - damage.y0))
        let bg = list.background
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderDrawColor(handle, Self.byte(bg.red), Self.byte(bg.green), Self.byte(bg.blue), 255)
        SDL_RenderFillRect(handle, &box)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)

        layers = [LayerState(transform: .identity, opacity: 1)]
        clips = []
        baseClip = box
        applyClip()
        for (item, entry) in zip(list.items, frame.entries) where entry.isState || entry.bounds.intersects(damage) {
            draw(item)
        }
        baseClip = nil
        layers = [LayerState(transform: .identity, opacity: 1)]
        clips = []
        SDL_RenderSetClipRect(handle, nil)
    }
}
