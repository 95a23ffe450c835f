import UICore

/// What a provider knows about the widget it serves (WidgetKit's `TimelineProviderContext`).
///
/// On the wire (``HostMessage/timeline(kind:context:)``) it is a JSON object; both sides
/// tolerate the other being older: a field the decoder does not know is ignored, and a field
/// added later (``minimumFontSize``, ``layoutDirection``, ``colorSchemeContrast``, ``locale``) that is missing
/// takes its "as before" value.
public struct TimelineProviderContext: Hashable, Sendable, Codable {
    /// The widget's size in points.
    public var displaySize: Size
    /// True for the widget gallery and timeline previews: return sample data quickly.
    public var isPreview: Bool
    /// The host's time zone (an IANA identifier), where "today" is cut; nil: the extension's own.
    public var timeZone: String?
    /// The smallest font size, in the widget's points, that the host shows legibly: the host
    /// draws the widget scaled (a small window), and text archived smaller would come out
    /// under the host's smallest legible pixel size. The archive's text grows to it (the
    /// archiver's ``EnvironmentValues/minimumFontSize``), and a widget may show fewer or shorter
    /// lines so the larger text still fits. 0 (and absent, from an older host): the designed sizes.
    public var minimumFontSize: Double { didSet { minimumFontSize = Self.sanitized(minimumFontSize) } }
    /// The host's layout direction: the widget is laid out and archived mirrored for a
    /// right-to-left host, as every view of the host is (WidgetKit hands a widget the
    /// environment's `layoutDirection`). Absent, from an older host: left to right.
    public var layoutDirection: LayoutDirection
    /// Whether the host shows increased contrast (Increase Contrast): the widget draws its text
    /// and fills for it, as WidgetKit hands a widget the environment's `colorSchemeContrast`.
    /// Absent, from an older host: standard.
    public var colorSchemeContrast: ColorSchemeContrast
    /// The host's locale identifier (`ko_KR`, `ja_JP`): the widget's words are in the host's
    /// language, as WidgetKit hands a widget the environment's `locale`. Absent (an older host,
    /// or English United States, which is not sent): English (United States).
    public var locale: String?
    /// The host's Larger Text factor on the type ramp (1: none; at most ``maximumTextScale``):
    /// the widget's text grows as a WidgetKit widget's does with Dynamic Type. Absent, or from an
    /// older host: 1.
    public var textScale: Double { didSet { textScale = Self.sanitizedScale(textScale) } }
    /// Whether the host shows Bold Text: the widget's text is drawn a weight heavier, as
    /// WidgetKit hands a widget the environment's `legibilityWeight`. Absent: regular.
    public var boldText: Bool

    public init(displaySize: Size, isPreview: Bool = false, timeZone: String? = nil, minimumFontSize: Double = 0,
                layoutDirection: LayoutDirection = .leftToRight, colorSchemeContrast: ColorSchemeContrast = .standard,
                locale: String? = nil, textScale: Double = 1, boldText: Bool = false) {
        self.locale = locale
        self.textScale = Self.sanitizedScale(textScale)
        self.boldText = boldText
        self.displaySize = displaySize; self.isPreview = isPreview; self.timeZone = timeZone
        self.minimumFontSize = Self.sanitized(minimumFontSize)
        self.layoutDirection = layoutDirection
        self.colorSchemeContrast = colorSchemeContrast
    }

    private enum CodingKeys: String, CodingKey {
        case displaySize, isPreview, timeZone, minimumFontSize, layoutDirection, increasedContrast, locale, textScale, boldText
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(displaySize, forKey: .displaySize)
        try c.encode(isPreview, forKey: .isPreview)
        try c.encodeIfPresent(timeZone, forKey: .timeZone)
        try c.encode(minimumFontSize, forKey: .minimumFontSize)
        try c.encode(layoutDirection, forKey: .layoutDirection)
        // Only when increased: a standard context reads on the wire as before.
        if colorSchemeContrast == .increased { try c.encode(true, forKey: .increasedContrast) }
        try c.encodeIfPresent(locale, forKey: .locale)
        // Only when set: a host without Larger Text or Bold Text reads on the wire as before.
        if textScale != 1 { try c.encode(textScale, forKey: .textScale) }
        if boldText { try c.encode(true, forKey: .boldText) }
    }

    /// Decodes a context; `minimumFontSize` and `layoutDirection` are optional (hosts before them
    /// did not send them).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        displaySize = try c.decode(Size.self, forKey: .displaySize)
        isPreview = try c.decode(Bool.self, forKey: .isPreview)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        minimumFontSize = Self.sanitized(try c.decodeIfPresent(Double.self, forKey: .minimumFontSize) ?? 0)
        layoutDirection = try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight
        colorSchemeContrast = try c.decodeIfPresent(Bool.self, forKey: .increasedContrast) == true ? .increased : .standard
        // A locale name longer than any real one (BCP 47 tags with extensions stay far below
        // 100 characters) is a broken peer's: the widget keeps English.
        locale = try c.decodeIfPresent(String.self, forKey: .locale).flatMap { $0.count <= 100 ? $0 : nil }
        textScale = Self.sanitizedScale(try c.decodeIfPresent(Double.self, forKey: .textScale) ?? 1)
        boldText = try c.decodeIfPresent(Bool.self, forKey: .boldText) ?? false
    }

    /// The largest ``textScale`` a host may ask for: ×2, past the largest Larger Text size a
    /// host offers (×1.6); more comes only from a broken peer and is held to it.
    public static let maximumTextScale = 2.0

    /// A text scale the extension lays out: 1 for a non-finite or shrinking one, at most
    /// ``maximumTextScale``.
    static func sanitizedScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 1 ? min(scale, maximumTextScale) : 1
    }

    /// A negative or non-finite minimum asks for nothing (the designed sizes), and never reaches the wire.
    static func sanitized(_ size: Double) -> Double { size.isFinite && size > 0 ? size : 0 }

    /// The largest ``minimumFontSize`` a request may ask for: 1,000 points, the largest size the
    /// extension's text measurer opens a face at (FontLibrary's 2,000-pixel cap at its 2 pixels a
    /// point). Far beyond it, 1e19 trapped converting the pixel size to `Int`; the app's host
    /// asks for at most this, so more comes only from a broken peer.
    public static let maximumFontSize = 1000.0
    /// The largest side of ``displaySize``: 16,384 points (our limit, SDL renderers' usual
    /// largest texture side); a widget is a few hundred points, so more is a broken peer's.
    public static let maximumSide = 16384.0

    /// Why a timeline cannot be made for this context, in a few words; nil when it can. Every
    /// number the extension turns into pixels is checked here (NaN, infinite, out of range),
    /// so a bad request is answered `failed` instead of trapping in a conversion.
    public var problem: String? {
        for (name, side) in [("width", displaySize.width), ("height", displaySize.height)]
        where !(side.isFinite && side > 0 && side <= Self.maximumSide) {
            return "the display \(name) \(side) must be above 0 and at most \(Int(Self.maximumSide)) points"
        }
        guard minimumFontSize <= Self.maximumFontSize else {
            return "the minimum font size \(minimumFontSize) must be at most \(Int(Self.maximumFontSize)) points"
        }
        return nil
    }
}
