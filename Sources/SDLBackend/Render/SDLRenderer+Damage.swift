import CSDL2
import CSDL2TTF
import UICore

extension SDLRenderer {
    /// Forgets what is on the framebuffer, so the next damage-only ``render(_:)`` redraws whole
    /// (call it after drawing on the target by other means, or to time a whole redraw).
    public func invalidateDamage() {
        previousFrame = nil
    }

    /// The width in points ``drawText(_:font:color:origin:)`` gives a line of plain text under the
    /// device transform `t` (SDL_ttf's size of the run at the pixel size it is rasterised at,
    /// remembered per string and size); nil for text with emoji or when no face of that size is
    /// open yet (the damage then takes the conservative estimate).
    func measuredTextWidth(_ string: String, font: Font, device t: Transform) -> Double? {
        guard font.size > 0, !string.isEmpty else { return nil }
        let runs = TextRun.split(string)
        guard runs.count == 1, !runs[0].isEmoji else { return nil }
        let det = abs(t.m11 * t.m22 - t.m12 * t.m21)
        let ps = det > 0 ? det.squareRoot() : scale
        let px = Swift.max(1, Int((font.size * ps).rounded()))
        let key = TextKey(text: string, pixels: px, bold: FontLibrary.isBold(font.weight), rgb: 0)
        if let w = textWidths[key] { return Double(w) * font.size / Double(px) }
        // Only with a face drawing opened already: opening one (~1 ms) for a text the damage may
        // not even reach, at every new scale of a scroll transition, cost more than it saved.
        guard let face = fonts.openFace(weight: font.weight, pixels: px) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(face, string, &w, &h) == 0 else { return nil }
        textWidths.insert(Int(w), for: key, cost: 1)
        return Double(w) * font.size / Double(px)
    }

    /// Renders `list` on a framebuffer that still holds the previous frame: clears the box where
    /// the two lists differ (``DamageFrame/damage(since:)``) to the background and redraws, with
    /// that box as the scissor, every item that can touch it; everything else is left as it is.
    /// Redraws whole when the difference cannot be bounded.
    func renderDamage(_ list: DisplayList) {
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(handle, &w, &h) != 0 { w = 0; h = 0 }
        let frame = DamageFrame(list, scale: scale, cachesShapes: cachesShapes, width: Int(w), height: Int(h), following: previousFrame) { [self] in
            measuredTextWidth($0, font: $1, device: $2)
        }
        defer { previousFrame = frame }
        let pending = provisional
        provisional = nil
        guard w > 0, h > 0, let previous = previousFrame, var damage = frame.damage(since: previous) else {
            renderWhole(list)
            return
        }
        if let pending { damage = damage.union(pending) }
        if damage.isEmpty { lastDamage = Rect(x: 0, y: 0, width: 0, height: 0); return }
        let box = SDL_Rect(x: Int32(damage.x0), y: Int32(damage.y0), w: Int32(damage.x1 - damage.x0), h: Int32(damage.y1 - damage.y0))
        lastDamage = Rect(x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h))
        clear(to: list.background, box)
        baseClip = box
        defer { baseClip = nil }
        let entries = frame.entries
        let flatten = flattensLayers && cachesShapes && framebuffer != nil
        drawItems(list, bounds: flatten ? { entries[$0].unclipped } : nil) { entries[$0].isState || entries[$0].bounds.intersects(damage) }
    }
}
