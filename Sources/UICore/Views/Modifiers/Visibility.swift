/// Whether an element shows (SwiftUI's `Visibility`): a confirmation dialog's title.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// The platform's choice: a confirmation dialog's title shows when it has a message.
    case automatic
    case visible
    case hidden
}
