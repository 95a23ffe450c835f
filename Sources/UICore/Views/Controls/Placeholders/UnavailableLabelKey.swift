/// The environment key of ``EnvironmentValues/stacksLabelsAsUnavailableContent``, which a
/// ``ContentUnavailableView`` sets for its label.
struct UnavailableLabelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a ``Label`` here is a ``ContentUnavailableView``'s: its symbol large above its
    /// title, as SwiftUI styles that view's label, instead of a row's icon before the title.
    var stacksLabelsAsUnavailableContent: Bool {
        get { self[UnavailableLabelKey.self] }
        set { self[UnavailableLabelKey.self] = newValue }
    }
}
