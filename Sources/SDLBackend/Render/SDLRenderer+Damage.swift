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
        if damage.isEmpty { lastDamage = Rect(x: 0, y: 0, width: 0, height: 0); return }
        let box = SDL_Rect(x: Int32(damage.x0), y: Int32(damage.y0), w: Int32(damage.x1 - damage.x0), h: Int32(damage.y1 - damage.y0))
        lastDamage = Rect(x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h))
        clear(to: list.background, box)
        baseClip = box
        defer { baseClip = nil }
        let entries = frame.entries
        drawItems(list) { entries[$0].isState || entries[$0].bounds.intersects(damage) }
    }
}
