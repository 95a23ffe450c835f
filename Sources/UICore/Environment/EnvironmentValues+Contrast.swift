extension EnvironmentValues {
    /// Increased contrast's platter behind text: UIKit's `systemGray3` in dark mode (72/72/74),
    /// opaque, in place of the translucent whites controls and rows draw on the dark background.
    public static let increasedContrastPlatter = Color(r: 72, g: 72, b: 74)
    /// Increased contrast's border around controls: 2 pt of 70 % white, about the 1 pt hairline
    /// iOS draws around controls with Increase Contrast, doubled for the 10-foot canvas and softened
    /// so it does not compete with the focus ring.
    public static let increasedContrastBorder = (color: Color.white.opacity(0.7), width: 2.0)

    /// A platter colour behind text: under increased contrast a translucent one becomes
    /// ``increasedContrastPlatter`` (clear and opaque ones stay as they are).
    public func platter(_ color: Color) -> Color {
        guard increasesContrast, color.alpha > 0, color.alpha < 1 else { return color }
        return Self.increasedContrastPlatter
    }

    /// A text colour: under increased contrast, translucent text (secondary labels at 60 %) is drawn opaque.
    public func textColor(_ color: Color) -> Color {
        guard increasesContrast, color.alpha > 0, color.alpha < 1, isEnabled else { return color }
        return Color(red: color.red, green: color.green, blue: color.blue)
    }

    /// The border controls draw under increased contrast, nil otherwise.
    public var controlBorder: (color: Color, width: Double)? { increasesContrast ? Self.increasedContrastBorder : nil }
}
