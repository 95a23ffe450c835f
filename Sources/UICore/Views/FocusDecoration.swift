/// Focus visuals around a node, set by the runtime each frame from animated focus state.
public struct FocusDecoration: Sendable, Equatable {
    /// Lift/press progress: scale of the node (1 at rest).
    public var scale: Double = 1
    /// Shadow under a lifted node.
    public var shadow: ShadowSpec?
    /// A focus ring outside the node: colour (alpha carries the grow-in), width, shape.
    public var ring: (color: Color, width: Double, shape: ShapeKind)?
    /// A thin second ring just outside ``ring`` (colour and width): increased contrast's dark
    /// edge, so the indicator stands out on light surfaces as its white ring does on dark ones
    /// (the two-colour focus indicator of WCAG technique C40).
    public var ringEdge: (color: Color, width: Double)?
    /// Highlight: perspective tilt (radians) and a specular shine position (unit point) and opacity.
    public var tilt = Point.zero
    public var shine: (position: Point, opacity: Double)?
    /// A focused, cut-off marquee text's scroll (points along the reading direction, ``Marquee``);
    /// 0 while it waits; nil for any other text.
    public var marqueeOffset: Double?
    /// Whether its view rises above the other raised views among its siblings: the focused
    /// view's, so the view focus moved to is drawn over the one it left while both animate, and
    /// after (tvOS brings the focused item to the front).
    public var isFront = false

    public init() {}

    /// Whether it raises its view above its siblings (a lift or a shadow, even a transparent
    /// one: a lift at rest keeps its place in the drawing order), as ``DisplayListBuilder``
    /// orders them (``Node/raiseLevel(_:)``).
    var raises: Bool { scale > 1 || shadow != nil }

    /// Where it puts its view in its siblings' drawing order: 0 in place, 1 raised above the
    /// views it does not raise, 2 raised above those too (``isFront``).
    var raiseLevel: Int { raises ? (isFront ? 2 : 1) : 0 }

    public static func == (a: FocusDecoration, b: FocusDecoration) -> Bool {
        a.scale == b.scale && a.shadow == b.shadow && a.tilt == b.tilt && a.marqueeOffset == b.marqueeOffset
            && a.ring?.color == b.ring?.color && a.ring?.width == b.ring?.width && a.ring?.shape == b.ring?.shape
            && a.ringEdge?.color == b.ringEdge?.color && a.ringEdge?.width == b.ringEdge?.width
            && a.shine?.position == b.shine?.position && a.shine?.opacity == b.shine?.opacity && a.isFront == b.isFront
    }
}
