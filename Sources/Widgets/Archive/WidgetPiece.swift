import UICore

/// A part of an archived entry the host animates or marks stale on its own: a view with an id
/// and a transition (the last drink pushed in from the bottom), a numeric-text content
/// transition (the total rolling its digits), or `invalidatableContent()` (drawn stale, W4).
///
/// The host never runs the view: it places ``drawing`` at ``frame`` under the piece's id, so
/// its own transition machinery plays the archived transitions between entries (W2).
public struct WidgetPiece: Equatable, Sendable, Codable {
    /// One text run archived for the numeric-text roll: the host redraws the run glyph by
    /// glyph while the digits roll.
    public struct TextRun: Equatable, Sendable, Codable {
        public var string: String
        public var font: Font
        public var color: Color
        public init(string: String, font: Font, color: Color) { self.string = string; self.font = font; self.color = color }
    }

    /// The view's id: the same id in two entries is the same view (a numeric roll); a new id is
    /// a new view (its insertion transition plays).
    public var id: String
    /// Where it sits in the widget's coordinates.
    public var frame: Rect
    /// Its drawing, from its own origin.
    public var drawing: DisplayList
    /// The insertion transition (`.transition(.push(from: .bottom))`), if any.
    public var transition: Transition?
    /// The text of a `.contentTransition(.numericText)` view, if it is one.
    public var numericText: TextRun?
    /// The animation driving its transitions (`.animation(.spring(.gentle))`), nil for the default spring.
    public var animation: Animation?
    /// Marked `invalidatableContent()`: drawn stale from a tap until the reloaded entry arrives.
    public var isInvalidatable: Bool

    public init(id: String, frame: Rect, drawing: DisplayList, transition: Transition? = nil, numericText: TextRun? = nil,
                animation: Animation? = nil, isInvalidatable: Bool = false) {
        self.id = id; self.frame = frame; self.drawing = drawing; self.transition = transition
        self.numericText = numericText; self.animation = animation; self.isInvalidatable = isInvalidatable
    }
}
