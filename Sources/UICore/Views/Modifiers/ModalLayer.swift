/// How a modal presentation (a sheet, the on-screen keyboard) layers over the view it covers:
/// a scrim dims everything behind the modal, except the legends — the button hints that name the
/// keys the modal takes — which the display list draws above the topmost scrim at full strength
/// (``DisplayListBuilder`` moves them there), so a legend works for every modal with no special case.
public enum ModalLayer {
    /// The scrim's colour: 60 % black, as tvOS alerts and sheets (tuned against tvOS 17
    /// screenshots): the app stays visible but reads as behind.
    public static var scrimColor: Color { Color.black.opacity(0.6) }

    /// A full-size scrim node, marked as one (``ScrimKey``), for a modal's container to put
    /// between the covered view and the modal.
    public static func scrim(environment: EnvironmentValues) -> Node {
        let node = Node(.shape(ShapeContent(shape: .rect, fill: .color(scrimColor))), environment: environment)
        node[ScrimKey.self] = true
        return node
    }

    /// Marks a modal's scrim: legends drawn before the last scrim of a frame move above it.
    public enum ScrimKey: ViewAttributeKey { public typealias Value = Bool }
    /// Marks a window-level layer (a presented sheet's scrim and platter): drawn after the
    /// rest of the window, outside the clips and effects of the views around it, as a
    /// presentation is drawn above the window whatever presented it (``DisplayListBuilder``).
    public enum WindowKey: ViewAttributeKey { public typealias Value = Bool }
    /// Marks a legend (``View/modalLegend()``): drawn above every scrim, and kept clear by
    /// banners (toasts).
    public enum LegendKey: ViewAttributeKey { public typealias Value = Bool }
}

extension View {
    /// Marks this view as a legend of the keys that work now (a footer of button hints): it stays
    /// at full strength above the scrim of any modal (which it describes while one shows), and
    /// banners keep clear of it.
    public consuming func modalLegend() -> ModifiedView<Self> { attribute(ModalLayer.LegendKey.self, true) }
}
