/// What a button does, beyond its title (SwiftUI's `ButtonRole`).
public enum ButtonRole: Hashable, Sendable {
    /// Dismisses without doing anything: Escape and Back press it while its sheet (or screen,
    /// with no sheet) is front-most, as ``KeyboardShortcut/cancelAction`` does.
    case cancel
    /// Deletes or discards something: its title is drawn red.
    case destructive
}
