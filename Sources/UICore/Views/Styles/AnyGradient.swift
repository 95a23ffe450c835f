/// The gradient a colour makes of itself (SwiftUI's `AnyGradient`, what `Color.gradient` gives):
/// top to bottom, from the colour a little lightened to the colour itself.
public struct AnyGradient: ShapeStyle, Hashable {
    /// The colour at the bottom.
    public let color: Color

    /// How far the top is lightened toward white: SwiftUI's standard gradient runs from a
    /// slightly lighter tint down to the colour (our estimate by eye; Apple gives no figure).
    static let topLightening = 0.2

    /// The standard gradient of `color`.
    public init(_ color: Color) { self.color = color }

    /// The colour at the top.
    public var top: Color { color.mix(Color.white.opacity(color.alpha), Self.topLightening) }

    public func paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(top, color, start: UnitPoint.top.point, end: UnitPoint.bottom.point)
    }
}
