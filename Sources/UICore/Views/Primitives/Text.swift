/// A line or paragraph of text in the environment's font and colour (SwiftUI's `Text`).
public struct Text: PrimitiveView {
    var source: LocalizableString
    var font: Font?
    var color: Color?
    var lineLimit: Int?
    var alignment: HorizontalAlignment = .leading
    var marquee = false

    /// Text looked up in the environment's string catalogue (``EnvironmentValues/stringCatalog``)
    /// in its language (``EnvironmentValues/locale``): what a literal gives, `Text("Settings")`,
    /// interpolations included (`Text("Serves \(n)")`, key `"Serves %lld"`).
    public init(_ key: LocalizedStringKey) { self.source = .localized(key) }
    /// Text shown as written: a string that is data, not interface (`Text(recipe.name)`), as
    /// SwiftUI's `Text(_:)` for a `StringProtocol` value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.source = .verbatim(String(content)) }
    /// Text shown as written (no localisation lookup).
    public init(verbatim string: String) { self.source = .verbatim(string) }

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        var content = TextContent(string: source.resolved(in: env), font: env.legible(font ?? env.font), color: env.textColor((color ?? env.foregroundColor).resolved(over: env.foregroundColor)),
                                  lineLimit: lineLimit, alignment: alignment)
        content.marquee = marquee
        // Whether a marquee text scrolls is read from its node's environment after layout
        // (focused or not): the views around it depend on that value.
        if marquee { EvaluationRecord.noteFocusEnvironmentRead() }
        return Node(.text(content), environment: env)
    }

    /// The same text in another font.
    public func font(_ f: Font) -> Text { var t = self; t.font = f; return t }
    /// The same text in another colour.
    public func foregroundStyle(_ c: Color) -> Text { var t = self; t.color = c; return t }
    /// At most `n` lines, truncated with an ellipsis.
    public func lineLimit(_ n: Int?) -> Text { var t = self; t.lineLimit = n; return t }
    /// One line that, while its view has focus and it does not fit, scrolls sideways after a
    /// short wait (a marquee, as tvOS labels do under a focused cell: `UILabel`'s
    /// `enablesMarqueeWhenAncestorFocused`); timing in ``Marquee``. Still under reduce motion.
    public func marqueeWhenFocused() -> Text { var t = self; t.lineLimit = 1; t.marquee = true; return t }
    /// Bold text.
    /// Digits all one width, so a changing number does not shift (SwiftUI's `monospacedDigit()`;
    /// the bundled DejaVu Sans's digits already are).
    public func monospacedDigit() -> Text {
        var t = self
        var f = t.font ?? .body
        f.monospacedDigits = true
        t.font = f
        return t
    }

    public func bold() -> Text { var t = self; t.font = (t.font ?? .body).bold(); return t }
    /// Alignment of wrapped lines.
    public func multilineTextAlignment(_ a: HorizontalAlignment) -> Text { var t = self; t.alignment = a; return t }
}
