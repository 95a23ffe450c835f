/// A button's look written by the app (SwiftUI's `ButtonStyle`): it gets the button's label and
/// whether it is pressed, and returns the view the button shows.
///
///     struct PillStyle: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding(20)
///                 .background(configuration.isPressed ? Color.gray : Color.blue)
///                 .clipShape(Capsule())
///                 .scaleEffect(configuration.isPressed ? 0.95 : 1)
///         }
///     }
///     …
///     Button("Play") { play() }.buttonStyle(PillStyle())
///
/// The button keeps its action, focus and role; what it shows is the style's view. Focus is
/// shown as for any focusable view without a hover effect (the focus ring) unless the button
/// asks for one (`.hoverEffect(.lift)`); a style reads `@Environment(\.isFocused)` inside a view
/// of its own to look focused, as on tvOS. `isPressed` is true while Select (Return, Space,
/// pad A) is held on the focused button.
public protocol ButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The view for one button: its label, pressed or not.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = ButtonStyleConfiguration
}
