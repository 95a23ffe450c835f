/// A text style: size in points, weight, and whether it is the emoji face.
public struct Font: Hashable, Sendable, Codable {
    /// Font weights the renderer can draw (DejaVu ships book and bold).
    public enum Weight: String, Hashable, Sendable, Codable { case regular, medium, semibold, bold }

    public var size: Double
    public var weight: Weight
    /// Monospaced digits (for numeric text that rolls without jiggling).
    public var monospacedDigits: Bool

    public init(size: Double, weight: Weight = .regular, monospacedDigits: Bool = false) {
        self.size = size; self.weight = weight; self.monospacedDigits = monospacedDigits
    }

    /// The system font at a size, as in `.font(.system(size: 24))`.
    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    // tvOS text styles, size in pt (docs/design.md "Type", from Apple's HIG typography tables).
    public static let largeTitle = Font(size: 76, weight: .bold)
    public static let title = Font(size: 57, weight: .medium)
    public static let title2 = Font(size: 48, weight: .medium)
    public static let title3 = Font(size: 38, weight: .medium)
    public static let headline = Font(size: 38, weight: .bold)
    public static let callout = Font(size: 31)
    public static let body = Font(size: 29)
    public static let caption = Font(size: 25)
    public static let caption2 = Font(size: 23)

    /// The same font, bold.
    public func bold() -> Font { var f = self; f.weight = .bold; return f }
    /// The same font at another weight.
    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    /// The line height for this size (tvOS styles run about 1.25× the size).
    public var lineHeight: Double { (size * 1.25).rounded() }
}
