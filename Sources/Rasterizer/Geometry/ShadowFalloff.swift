import Foundation
import UICore

/// A drop shadow's falloff: the shape blurred by a Gaussian with σ = blur / 2 (the CSS
/// box-shadow convention, which matches how design tools quote "blur"), sampled at ring stops.
///
/// The shadow's mask (``ShadowMask``) and damage tracking's bounds both take the falloff from
/// here, so they agree on what a shadow paints.
package enum ShadowFalloff {
    /// Shadow falloff is sampled out to ±2.5 σ: beyond that a Gaussian keeps under 0.6 % of
    /// its peak.
    package static let extentSigmas = 2.5
    /// Stops that sample the falloff curve, linear between them (10 keeps the steps invisible
    /// at σ = 20 px).
    package static let rings = 10
    /// How much of a shadow a cut (``NineSlice``) keeps beside its outline on each side, in σ:
    /// the blurred peak of a shape `w` long is erf(w / 2√2σ), and a cut one at least 7.2 σ long
    /// has erf(2.55) = 0.99968 of a long one's, under a tenth of a level apart (at 2.5 σ, the
    /// falloff's own reach, a short shadow was up to 1.2 % lighter than the long one it stood for).
    package static let cutSigmas = 3.6

    /// The ring stops of a shadow of `outline` with `sigma` (points), outermost first: each
    /// stop's signed distance from the outline (points, + outward) and its alpha — erfc of the
    /// distance, scaled by the peak of the blurred box (a shape narrower than the blur never
    /// reaches full strength at its centre: erf(w / (2√2 σ)) per axis); zero at the outermost.
    package static func stops(of outline: ShapeOutline, sigma: Double) -> [RingStop] {
        let peak = erf(outline.rect.width / (2 * 2.0.squareRoot() * sigma)) * erf(outline.rect.height / (2 * 2.0.squareRoot() * sigma))
        let extent = extentSigmas * sigma
        return (0...rings).map { k in
            let d = extent - 2 * extent * Double(k) / Double(rings)
            let coverage = k == 0 ? 0 : 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
            return RingStop(offset: d, alpha: coverage * peak)
        }
    }
}
