/// How heavy text is drawn (SwiftUI's `LegibilityWeight`): `.bold` when the user asks for bold
/// text, and every text is drawn in the bold face.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}
