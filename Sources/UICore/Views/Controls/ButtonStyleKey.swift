/// Environment key: the style of the buttons inside a view that set none of their own (SwiftUI's
/// `buttonStyle(_:)` on any view: `NavigationLink(value: video) { Card(video) }.buttonStyle(.card)`,
/// or `HStack { … }.buttonStyle(.plain)` for every button in the row). Nil: `.bordered`.
public enum ButtonStyleKey: EnvironmentKey {
    public static let defaultValue: Button.Style? = nil
}

extension EnvironmentValues {
    /// The style of buttons inside that set none of their own (``ButtonStyleKey``).
    public var buttonStyle: Button.Style? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Styles the buttons inside this view (links included) that set no style of their own.
    public consuming func buttonStyle(_ style: Button.Style) -> EnvironmentModifier<Self, Button.Style?> {
        environment(\.buttonStyle, style)
    }

    /// Draws the buttons inside this view (links included) that set no style of their own with
    /// the app's `style` (``ButtonStyle``).
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> EnvironmentModifier<Self, Button.Style?> {
        environment(\.buttonStyle, .custom(CustomButtonStyle(style)))
    }
}
