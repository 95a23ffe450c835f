/// The contrast the user asked for (SwiftUI's `ColorSchemeContrast`): `.increased` gives
/// stronger focus rings and borders and opaque platters behind text.
public enum ColorSchemeContrast: Hashable, Sendable {
    case standard
    case increased
}
