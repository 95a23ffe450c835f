/// The environment key of ``EnvironmentValues/isScrollClipDisabled``, which
/// ``View/scrollClipDisabled(_:)`` sets.
struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the scroll views in this environment draw their content beyond their bounds
    /// (``View/scrollClipDisabled(_:)``); false, clipping it, by default.
    public var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the scroll views in this view clip their content to their bounds (SwiftUI's
    /// `scrollClipDisabled(_:)`): a shelf whose lifted cards or shadows reach past its edges
    /// draws them whole. The content stays where it scrolls to, and what a lazy stack builds is
    /// still what the scroll view's bounds show (with its prefetch margin).
    ///
    ///     ScrollView(.horizontal) {
    ///         LazyHStack(spacing: 40) { ForEach(shows) { ShowCard($0) } }
    ///     }
    ///     .scrollClipDisabled()
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> EnvironmentModifier<Self, Bool> {
        environment(\.isScrollClipDisabled, disabled)
    }
}
