import Rasterizer
import CSDL2
import Foundation
import UICore

extension SDLRenderer {
    /// A texture of a shadow rasterised pixel by pixel (``ShadowMask``), the falloff that
    /// ``shadow(_:_:color:blur:)`` samples as rings; nil when the blur is too small to need it or
    /// SDL cannot make the texture, so the caller draws the rings instead. `place` maps points to
    /// texture pixels.
    func shadowTexture(_ shape: ShapeKind, _ rect: Rect, color: Color, blur: Double, place: Transform,
                       width: Int, height: Int, opacity layerAlpha: Double) -> OpaquePointer? {
        guard let mask = ShadowMask(shape, rect, color: color, blur: blur, place: place, width: width, height: height,
                                    opacity: layerAlpha) else { return nil }
        return pixelTexture(width: width, height: height) { rows, pitch in
            mask.fill(PixelRows(base: rows, pitch: pitch, width: width, height: height))
            return true
        }
    }
}
