import Rasterizer
import UICore

/// `lists` drawn in turn by one renderer into an array of `width` × `height` pixels (only
/// where each differs from the last when `damageOnly`): the pixels without their alpha byte,
/// and the last frame's damage.
func renderFrames(_ lists: [DisplayList], width: Int, height: Int, glyphs: (any GlyphSource)?, images: (any ImageSource)? = nil,
                  damageOnly: Bool) -> (pixels: [UInt32], damage: Rect?) {
    var pixels = [UInt32](repeating: 0, count: width * height)
    let renderer = PixelRenderer(scale: 1, glyphs: glyphs, images: images)
    renderer.drawsDamageOnly = damageOnly
    pixels.withUnsafeMutableBufferPointer { buffer in
        renderer.attachPixels(buffer.baseAddress!, pitch: width, width: width, height: height)
        for list in lists { renderer.render(list) }
        renderer.detachPixels()
    }
    return (pixels.map { $0 & 0x00FF_FFFF }, renderer.lastDamage)
}
