import Rasterizer
import CSDL2
import Foundation
import UICore

extension SDLRenderer {
    /// A texture of a filled shape rasterised pixel by pixel (``CoverageMask``), the same look
    /// as the edge strips of
    /// ``drawRings(_:stops:coverage:fillCore:color:texture:uv:refine:uniformCore:)`` within the
    /// tolerances ``ShapeCacheTests`` states; nil when the layer is not axis-aligned or SDL cannot
    /// make the texture, so the caller draws rings instead. `place` maps points to texture pixels.
    func coverageTexture(_ shape: ShapeKind, _ rect: Rect, place: Transform, width: Int, height: Int,
                         parameter: ((Point) -> Double)?, color: (Point) -> Color) -> OpaquePointer? {
        guard let mask = CoverageMask(shape, rect, place: place, width: width, height: height, opacity: opacity,
                                      parameter: parameter, color: color, spans: diagnostics.coverageSpans) else { return nil }
        // Written straight into the texture's own pixels (no array to allocate, zero and copy).
        return pixelTexture(width: width, height: height) { rows, pitch in
            mask.fill(PixelRows(base: rows, pitch: pitch, width: width, height: height))
            return true
        }
    }
}
