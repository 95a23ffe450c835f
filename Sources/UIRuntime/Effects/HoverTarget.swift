import UICore

extension View {
    /// Marks the part of a focusable cell that lifts or shines when focused (the artwork, not the
    /// title), as tvOS posters do; without one the whole focusable view takes the effect.
    public consuming func hoverTarget() -> ModifiedView<Self> { attribute(HoverTarget.self, true) }
}

/// The attribute key marking a hover target.
enum HoverTarget: ViewAttributeKey { typealias Value = Bool }
