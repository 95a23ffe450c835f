import UICore

/// Layout numbers of the 1920×1080 tvOS design canvas (docs/design.md "Canvas and layout").
public enum Theme {
    /// The design canvas; the window scales it to fit.
    public static let canvas = Size(width: 1920, height: 1080)
    /// tvOS safe area: 60 pt top and bottom, 80 pt left and right.
    public static let safeArea = EdgeInsets(top: 60, leading: 80, bottom: 60, trailing: 80)
    /// Horizontal gap between grid tiles (docs/design.md: 40 pt).
    public static let gridSpacing = 40.0
    /// Vertical gap between tile rows: at least 100 pt with titles under tiles (docs/design.md); the
    /// titles take part of it, so 48 pt of air remains below them.
    public static let rowSpacing = 48.0
    /// Width of a tile in a 3-column tvOS grid is 560 pt; our grid shares the row with the category
    /// list, so tiles use the 4-column width (410 pt) as their minimum (docs/design.md column table).
    public static let tileMinimumWidth = 380.0
    /// Category list width: about two 4-column tiles minus the gap, as the seed's sidebar.
    public static let sidebarWidth = 420.0
    /// Tab bar height (docs/design.md: about 140 pt focused; ours is compact, 100 pt).
    public static let tabBarHeight = 100.0
    /// The smallest legible text in window pixels on any window (at 800×600 the
    /// 25 pt Caption1 would be about 10 px); about the macOS small system font. Small windows
    /// grow fonts to it.
    public static let minimumTextPixels = 14.0
    /// Text read from a sofa: at least 18 px on the default 1280×720 window,
    /// where the 23 pt Caption2 was ~15 px and the 25 pt Caption1 ~17 px, and at least 24 px on
    /// a 1920×1080 one (one pixel a point).
    static let sofaTextPixels = 18.0, sofaWindowWidth = 1280.0, sofaTextPoints = 24.0

    /// The smallest text, in canvas points, at canvas scale `scale` (window pixels per point):
    /// 18 px on windows 1280 px wide and wider (so no more than 27 pt, and on smaller windows
    /// those 27 pt, where ``minimumTextPixels`` does not ask for more), and never below 24 pt.
    /// Only docs/design.md's captions grow: by 2–4 pt at 1280×720, Caption2 by a point at 1920×1080.
    public static func minimumTextPoints(scale: Double) -> Double {
        guard scale > 0, scale.isFinite else { return sofaTextPoints }
        let sofaPoints = sofaTextPixels * canvas.width / sofaWindowWidth   // 27 pt
        return max(sofaTextPoints, min(sofaTextPixels / scale, sofaPoints))
    }
    /// Corner radius of artwork: tvOS posters use about 12–20 pt at this size (seed tile uses 20).
    public static let artworkRadius = 20.0
    /// How much the grid's tiles widen under Larger Text, at either size: ×1.3, Large's own
    /// factor (``LargerTextSize``), so the grid drops a column rather than cutting names; at
    /// Extra Large's ×1.6 it would leave one column of tiles wider than their pictures, and a
    /// name still too long scrolls while focused (a marquee) as tvOS titles do.
    public static let largerTextScale = 1.3

    /// A translucent platter behind text, opaque under increased contrast
    /// (``EnvironmentValues/increasedContrastPlatter``).
    static func platter(_ color: Color, _ contrast: ColorSchemeContrast) -> Color {
        contrast == .increased && color.alpha > 0 && color.alpha < 1 ? EnvironmentValues.increasedContrastPlatter : color
    }
}
