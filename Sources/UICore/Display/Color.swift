/// An sRGB colour with straight (non-premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// For the hierarchical styles (``secondary``, ``tertiary``): how strong the colour is
    /// against the foreground it is drawn over, nil for a plain colour.
    public var level: Level?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 0…255 components (how docs/design.md lists Apple's system colours).
    public init(r: Int, g: Int, b: Int, a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// A colour from a hex string such as `#0A84FF` or `0A84FF`; nil when malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let v = Int(s, radix: 16) else { return nil }
        self.init(r: (v >> 16) & 0xFF, g: (v >> 8) & 0xFF, b: v & 0xFF)
    }

    /// The same colour with another alpha.
    public func opacity(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * a) }

    /// Linear interpolation between two colours.
    public func mix(_ other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    // System colours, dark appearance (docs/design.md, from Apple's Human Interface Guidelines).
    public static let blue = Color(r: 10, g: 132, b: 255)
    public static let red = Color(r: 255, g: 69, b: 58)
    public static let green = Color(r: 48, g: 209, b: 88)
    public static let orange = Color(r: 255, g: 159, b: 10)
    public static let yellow = Color(r: 255, g: 214, b: 10)
    public static let pink = Color(r: 255, g: 55, b: 95)
    public static let purple = Color(r: 191, g: 90, b: 242)
    public static let teal = Color(r: 100, g: 210, b: 255)
    public static let gray = Color(r: 142, g: 142, b: 147)
    /// systemGray6 (dark): the window background.
    public static let background = Color(r: 28, g: 28, b: 30)
    /// secondarySystemBackground (dark): cards and grouped rows.
    public static let secondaryBackground = Color(r: 44, g: 44, b: 46)
    /// tertiarySystemBackground (dark).
    public static let tertiaryBackground = Color(r: 58, g: 58, b: 60)
    /// The `.quaternary` fill: white at 18 % in dark mode (Apple's quaternaryLabel alpha).
    public static let quaternary = Color(red: 1, green: 1, blue: 1, alpha: 0.18)
    /// Secondary label colour: white at 60 % (Apple's secondaryLabel, dark).
    public static let secondaryLabel = Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
    /// The default accent colour (system blue).
    public static let accentColor = Color.blue
}
