extension Color {
    /// A colour from red, green and blue components 0…1 and an opacity (SwiftUI's
    /// `Color(red:green:blue:opacity:)`).
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A grey: 0 is black, 1 white (SwiftUI's `Color(white:opacity:)`).
    public init(white: Double, opacity: Double = 1) {
        let w = Swift.min(1, Swift.max(0, white))
        self.init(red: w, green: w, blue: w, alpha: opacity)
    }

    /// A colour from hue (0…1 around the wheel from red), saturation and brightness (SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`, the HSB/HSV model).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = Swift.min(1, Swift.max(0, saturation)), v = Swift.min(1, Swift.max(0, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// A level of SwiftUI's hierarchical foreground styles: a share of the foreground's opacity.
    public enum Level: String, Hashable, Sendable, Codable {
        /// 60 % of the foreground (Apple's secondaryLabel alpha).
        case secondary
        /// 30 % of the foreground (Apple's tertiaryLabel alpha).
        case tertiary

        /// The share of the foreground's opacity.
        public var opacity: Double { self == .secondary ? 0.6 : 0.3 }
    }

    /// The primary label colour (the dark appearance's white, as tvOS draws text).
    public static let primary = Color.white
    /// SwiftUI's hierarchical `.secondary`: the foreground it is drawn over at 60 % — white at
    /// 60 % on the dark background (Apple's secondaryLabel), dark grey at 60 % inside a focused
    /// (white) button. Text in it turns opaque under Increase Contrast
    /// (``EnvironmentValues/textColor(_:)``).
    public static let secondary = Color(level: .secondary, over: .white)
    /// SwiftUI's hierarchical `.tertiary`: the foreground at 30 %.
    public static let tertiary = Color(level: .tertiary, over: .white)

    /// A hierarchical style at `level` as it looks over `foreground`.
    init(level: Level, over foreground: Color) {
        self.init(red: foreground.red, green: foreground.green, blue: foreground.blue, alpha: foreground.alpha * level.opacity)
        self.level = level
    }

    /// The colour to draw: a hierarchical style resolved over `foreground` (the foreground of
    /// the views around it), a plain colour as it is.
    public func resolved(over foreground: Color) -> Color {
        guard let level else { return self }
        let base = foreground.level == nil ? foreground : Color.white
        return Color(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha * level.opacity)
    }
    /// The cyan system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let cyan = Color(r: 100, g: 210, b: 255)
    /// The indigo system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let indigo = Color(r: 94, g: 92, b: 230)
    /// The mint system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let mint = Color(r: 102, g: 212, b: 207)
    /// The brown system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let brown = Color(r: 172, g: 142, b: 104)
}
