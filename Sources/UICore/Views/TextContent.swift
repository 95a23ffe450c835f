/// Text as resolved: the string, the font and colour from the environment, line limits, and after layout its lines.
public struct TextContent {
    public var string: String
    public var font: Font
    public var color: Color
    public var lineLimit: Int?
    public var alignment: HorizontalAlignment
    /// Whether the text scrolls (marquee) while focused and cut off (``Text/marqueeWhenFocused()``).
    public var marquee = false
    /// The width of the whole text on one line, set by layout for a marquee text that is cut off
    /// (0 otherwise): how far the marquee scrolls.
    public var fullWidth = 0.0
    /// The lines after wrapping and truncation (set by layout).
    public var lines: [String] = []
    /// The measured width of each line (set by layout), for centred and trailing alignment.
    public var lineWidths: [Double] = []

    public init(string: String, font: Font, color: Color, lineLimit: Int? = nil, alignment: HorizontalAlignment = .leading) {
        self.string = string; self.font = font; self.color = color; self.lineLimit = lineLimit; self.alignment = alignment
    }
}

extension TextContent {
    /// This text's lines wrapped to `width` as layout breaks them (at most ``lineLimit`` lines,
    /// the last cut with an ellipsis): for text drawn outside a view tree, such as a toast.
    public func wrapped(to width: Double, measurer: any TextMeasuring) -> [String] {
        TextLayout.lines(self, width: width, measurer: measurer)
    }
}
