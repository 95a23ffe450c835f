/// The tvOS hover effect a focused control shows.
public enum HoverEffect: String, Hashable, Sendable {
    /// Raised above the plane: scale and shadow (Buttons, NavigationLinks).
    case lift
    /// tvOS 17: a perspective shift and a specular shine following the touch; for artwork.
    case highlight
    /// No hover effect.
    case none
}
