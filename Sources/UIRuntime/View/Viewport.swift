import ScrollEngine
import UICore

/// The design canvas a window shows: a fixed width in points scaled to the window, as tall as
/// the window's aspect allows, with the size class the window's own width gives.
public struct Viewport: Equatable, Sendable {
    /// The canvas width in points (the height follows the window).
    public let designWidth: Double
    /// The canvas in points.
    public private(set) var canvas: Size
    /// Window coordinates per canvas point.
    public private(set) var scale = 1.0
    /// The horizontal size class of the window.
    public private(set) var sizeClass = UserInterfaceSizeClass.regular

    /// A viewport showing `canvas` at scale 1 until the window's size is known.
    public init(canvas: Size) {
        designWidth = canvas.width
        self.canvas = canvas
    }

    /// Fits the canvas to a window of `pixels` (window coordinates); empty or non-finite sizes
    /// are ignored.
    public mutating func fit(pixels: Size) {
        guard let g = Self.geometry(designWidth: designWidth, pixels: pixels) else { return }
        canvas = g.canvas
        scale = g.scale
        sizeClass = UserInterfaceSizeClass(windowWidth: pixels.width)
    }

    /// The canvas and scale for a window of `pixels`; nil for empty or non-finite sizes.
    public static func geometry(designWidth: Double, pixels: Size) -> (canvas: Size, scale: Double)? {
        guard pixels.width > 0, pixels.height > 0, pixels.width.isFinite, pixels.height.isFinite else { return nil }
        let scale = pixels.width / designWidth
        return (Size(width: designWidth, height: (pixels.height / scale).rounded()), scale)
    }
}
