/// How a view's content changes in place when the view itself stays (SwiftUI's
/// `ContentTransition`, given to ``View/contentTransition(_:)``).
///
/// The members are SwiftUI's: ``identity`` replaces the content at once; ``opacity`` fades the
/// old content out while the new fades in; ``interpolate`` asks for the content to be morphed,
/// which SwiftUI does only where it can and otherwise falls back to ``opacity`` (here it always
/// falls back, since text is not morphed glyph by glyph); ``numericText(countsDown:)`` and
/// ``numericText(value:)`` roll the characters that changed, as a counter does. The runtime
/// plays them on texts whose string changed between frames, with the view's ``Animation``.
public struct ContentTransition: Sendable, Equatable {
    /// What a transition does, for the runtime that plays it.
    public enum Style: Sendable, Equatable {
        /// The new content replaces the old at once.
        case identity
        /// The old content fades out while the new fades in, in the same place.
        case opacity
        /// The characters that changed roll out and in vertically; the others stay.
        case numericText(NumericDirection)
    }

    /// Which way a numeric text's changed characters roll.
    public enum NumericDirection: Sendable, Equatable {
        /// As a count going up: the old character leaves upward, the new one comes in from below.
        case up
        /// As a count going down: the old character leaves downward, the new one comes in from above.
        case down
        /// Up when this value is not less than the value the last frame showed, else down.
        case byValue(Double)
    }

    /// What this transition does.
    public let style: Style

    /// A transition that does `style`.
    public init(style: Style) { self.style = style }

    /// The content changes at once.
    public static let identity = ContentTransition(style: .identity)
    /// The old content fades out while the new fades in.
    public static let opacity = ContentTransition(style: .opacity)
    /// The content is morphed where it can be; a text cannot, so it fades as with ``opacity``
    /// (SwiftUI's fallback where interpolation is not possible).
    public static let interpolate = ContentTransition(style: .opacity)

    /// The changed characters of a number roll, as a counter going up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(style: .numericText(countsDown ? .down : .up))
    }

    /// The changed characters of a number roll, up when `value` grew since the last frame and
    /// down when it shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(style: .numericText(.byValue(value)))
    }

    /// Whether the characters roll (either numeric transition).
    public var isNumericText: Bool {
        if case .numericText = style { return true }
        return false
    }
}
