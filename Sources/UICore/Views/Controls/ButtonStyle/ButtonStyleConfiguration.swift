/// What a ``ButtonStyle`` is given for one button (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// A button's label as a view (what the button was given to show).
    public struct Label: PrimitiveView {
        let content: ViewGroup
        public func makeNode(in context: ResolveContext) -> Node { context.resolve(content) }
    }

    /// The button's label.
    public let label: Label
    /// Whether Select is held down on the button.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}
