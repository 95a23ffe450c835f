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

    /// A prominent control's fill behind white text (`.borderedProminent`'s accent colour):
    /// under increased contrast darkened until the text stands at 7:1, WCAG's enhanced contrast
    /// (the accent blue is 3.6:1 under white).
    public func prominentFill(_ color: Color) -> Color {
        increasesContrast ? color.darkened(toContrast: Self.increasedTextContrast, with: .white) : color
    }

    /// The contrast increased contrast gives text against its background: 7:1, WCAG 2's enhanced
    /// level (1.4.6).
    public static let increasedTextContrast = 7.0

    /// The border controls draw under increased contrast, nil otherwise.
    public var controlBorder: (color: Color, width: Double)? { increasesContrast ? Self.increasedContrastBorder : nil }
}
