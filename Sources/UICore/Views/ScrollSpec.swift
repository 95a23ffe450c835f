/// A scroll view's configuration; its offset lives outside the view tree, keyed by `id`.
public struct ScrollSpec {
    public var axis: Axis
    /// The scroll view's stable id: the key of its offset in ``LayoutContext/scrollOffsets``.
    public var id: ViewID
    /// Content margins (leading/trailing along the axis apply to the content, not the clip).
    public var contentMargins: EdgeInsets
    /// Safe-area padding: insets the content without clipping it.
    public var safeAreaPadding: EdgeInsets
    public var showsIndicators: Bool
    /// Insets of the scroll indicators (`contentMargins(_:_:for: .scrollIndicators)`).
    public var indicatorMargins = EdgeInsets.zero
    /// Where content shorter than the scroll view sits along its axis: 0 at the leading (top)
    /// edge, 0.5 centred, 1 at the trailing edge (`defaultScrollAnchor`).
    public var shortContentPosition = 0.0
    /// Whether the content is clipped to the scroll view's bounds (false under
    /// ``View/scrollClipDisabled(_:)``).
    public var clipsContent = true

    public init(axis: Axis, id: ViewID, contentMargins: EdgeInsets = .zero, safeAreaPadding: EdgeInsets = .zero,
                showsIndicators: Bool = true) {
        self.axis = axis; self.id = id; self.contentMargins = contentMargins
        self.safeAreaPadding = safeAreaPadding; self.showsIndicators = showsIndicators
    }
}

extension ScrollSpec {
    /// Node attribute: where the last layout placed the scroll view's content (``ScrollPlacement``).
    public enum PlacementKey: ViewAttributeKey { public typealias Value = ScrollPlacement }
}
