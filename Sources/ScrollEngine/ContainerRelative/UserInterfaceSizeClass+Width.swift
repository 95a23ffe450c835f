import UICore

extension UserInterfaceSizeClass {
    /// 1000 pt: below it the window is compact. Apple publishes no threshold; this is our choice
    /// for the 1920-pt canvas (about half the canvas, where two gallery columns get too narrow; tuned by eye).
    public static let compactWidthThreshold = 1000.0

    /// The class of a window `width` points wide (non-finite or negative widths are compact).
    public init(windowWidth width: Double) {
        self = (width.isFinite && width >= Self.compactWidthThreshold) ? .regular : .compact
    }
}
