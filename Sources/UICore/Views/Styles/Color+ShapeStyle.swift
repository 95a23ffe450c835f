extension Color: ShapeStyle {
    /// The colour itself.
    public func paint(in environment: EnvironmentValues) -> Paint { .color(self) }

    /// A gentle gradient of this colour (SwiftUI's `Color.gradient`): a little lighter at the
    /// top, the colour itself at the bottom.
    ///
    ///     RoundedRectangle(cornerRadius: 16).fill(.indigo.gradient)
    public var gradient: AnyGradient { AnyGradient(self) }
}
