/// A translucent backing for content over other content (SwiftUI's `Material`):
/// `.background(.ultraThinMaterial)` up to `.ultraThickMaterial`.
///
/// Apple's materials blur what lies behind them and tint it; this renderer draws the tint alone,
/// a grey that hides more of what lies behind the thicker the material is, without the blur. Text
/// over it stays legible as over Apple's dark materials; the picture behind shows sharp.
public struct Material: ShapeStyle, Hashable {
    /// How much of what lies behind the tint hides, 0…1.
    let thickness: Double

    /// The tint: tvOS's dark material grey (about systemGray5 in the dark appearance; our
    /// estimate by eye against tvOS 17 screenshots of panels over artwork).
    static let tint = Color(r: 44, g: 44, b: 46)

    // The thicknesses, evenly spread from a quarter to nine tenths (our choice: Apple gives no
    // figures, and without the blur the thinnest must still set text apart).
    public static let ultraThin = Material(thickness: 0.25)
    public static let thin = Material(thickness: 0.42)
    public static let regular = Material(thickness: 0.58)
    public static let thick = Material(thickness: 0.74)
    public static let ultraThick = Material(thickness: 0.9)

    public func paint(in environment: EnvironmentValues) -> Paint { .color(Self.tint.opacity(thickness)) }
}

// The materials, reachable where a style is expected (`.background(.regularMaterial)`), as
// SwiftUI declares them.
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}
