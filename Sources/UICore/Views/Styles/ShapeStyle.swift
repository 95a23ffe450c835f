/// A colour, gradient or material a shape is filled with or a view is backed by (SwiftUI's
/// `ShapeStyle`): what `fill(_:)` and `background(_:)` take besides a plain ``Color``, so
/// `.fill(.blue.gradient)` and `.background(.ultraThinMaterial)` read as they do in SwiftUI.
///
///     RoundedRectangle(cornerRadius: 16).fill(.indigo.gradient)
///     Text("Now Playing").padding().background(.regularMaterial, in: .roundedRect(cornerRadius: 12))
///
/// ``Color``, ``AnyGradient`` and ``Material`` are styles; a type of your own is one when it says
/// which ``Paint`` it fills with.
public protocol ShapeStyle: Sendable {
    /// The paint this style fills with in `environment`.
    func paint(in environment: EnvironmentValues) -> Paint
}

// The colours, reachable where a style is expected (`.fill(.blue.gradient)` looks `.blue` up
// here), as SwiftUI declares them on `ShapeStyle where Self == Color`.
extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tertiary: Color { Color.tertiary }
    public static var accentColor: Color { Color.accentColor }
}
