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

    /// The primary label colour (the dark appearance's white, as tvOS draws text).
    public static let primary = Color.white
    /// The secondary label colour (white at 60 %, Apple's secondaryLabel in the dark
    /// appearance). Text drawn in it turns opaque under Increase Contrast, as SwiftUI's
    /// hierarchical `.secondary` does (``EnvironmentValues/textColor(_:)``).
    public static let secondary = Color.secondaryLabel
    /// The cyan system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let cyan = Color(r: 100, g: 210, b: 255)
    /// The indigo system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let indigo = Color(r: 94, g: 92, b: 230)
    /// The mint system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let mint = Color(r: 102, g: 212, b: 207)
    /// The brown system colour (dark appearance, Apple's Human Interface Guidelines).
    public static let brown = Color(r: 172, g: 142, b: 104)
}
