extension View {
    /// Fades this view (visual only).
    public consuming func opacity(_ value: Double) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("opacity", value)) { n, _ in n.effects.opacity *= value; return n }
    }
    /// Scales this view about its centre (visual only).
    public consuming func scaleEffect(_ s: Double) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("scaleEffect", s)) { n, _ in n.effects.scale *= s; return n }
    }
    /// Moves this view (visual only).
    public consuming func offset(x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("offset", x, y)) { n, _ in n.effects.offset = n.effects.offset + Point(x: x, y: y); return n }
    }
    /// Rotates this view about its centre by radians (visual only).
    public consuming func rotationEffect(radians: Double) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("rotationEffect", radians)) { n, _ in n.effects.rotation += radians; return n }
    }
    /// Clips this view and its content to a shape.
    public consuming func clipShape(_ shape: ShapeKind) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("clipShape", shape)) { n, ctx in
            // Clip a wrapper so the clip also covers backgrounds and overlays of the content.
            let parent = Node(.zstack(.center), environment: ctx.environment)
            parent.children = [n]; parent.clipShape = shape
            return parent
        }
    }
    /// Clips this view and its content to a shape view's outline (SwiftUI's
    /// `.clipShape(RoundedRectangle(cornerRadius: 24))`); its fill and stroke play no part.
    public consuming func clipShape(_ shape: Shape) -> ModifiedView<Self> { clipShape(shape.kind) }

    /// Clips this view to a rounded rectangle (SwiftUI's older `cornerRadius(_:)`).
    public consuming func cornerRadius(_ radius: Double) -> ModifiedView<Self> { clipShape(.roundedRect(cornerRadius: radius)) }
    /// A drop shadow under this view's shape.
    public consuming func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("shadow", color, radius, x, y)) { n, _ in n.shadow = ShadowSpec(color: color, radius: radius, x: x, y: y); return n }
    }
    /// Disables this view and its descendants: they never take focus or run actions.
    public consuming func disabled(_ disabled: Bool) -> DisabledModifier<Self> {
        DisabledModifier(content: self, disabled: disabled)
    }
    /// Runs an action when the view is clicked (and, when focused, activated). The action is
    /// not an input: a closure made afresh does not make the modifier differ (``ModifierInputs``).
    public consuming func onTapGesture(_ action: @escaping () -> Void) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("onTapGesture")) { n, _ in n.action = action; return n }
    }
}
