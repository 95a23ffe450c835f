/// Text as resolved: the string, the font and colour from the environment, line limits, and after layout its lines.
public struct TextContent {
    public var string: String
    public var font: Font
    public var color: Color
    public var lineLimit: Int?
    public var alignment: HorizontalAlignment
    /// The lines after wrapping and truncation (set by layout).
    public var lines: [String] = []
    /// The measured width of each line (set by layout), for centred and trailing alignment.
    public var lineWidths: [Double] = []

    public init(string: String, font: Font, color: Color, lineLimit: Int? = nil, alignment: HorizontalAlignment = .leading) {
        self.string = string; self.font = font; self.color = color; self.lineLimit = lineLimit; self.alignment = alignment
    }
}

/// How a shape is painted.
public enum Paint: Sendable, Equatable {
    case color(Color)
    /// A linear gradient between unit points of the shape's rect.
    case linearGradient(Color, Color, start: Point, end: Point)
}

/// A shape and its fill and inner stroke.
public struct ShapeContent {
    public var shape: ShapeKind
    public var fill: Paint?
    public var stroke: Color?
    public var lineWidth: Double

    public init(shape: ShapeKind, fill: Paint? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.shape = shape; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
}

/// Frame constraints from `.frame(width:height:)` and `.frame(minWidth:maxWidth:…)`.
public struct FrameSpec {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) {
        self.width = width; self.height = height; self.minWidth = minWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.maxHeight = maxHeight; self.alignment = alignment
    }
}

/// A scroll view's configuration; its offset lives outside the view tree, keyed by `id`.
public struct ScrollSpec {
    public var axis: Axis
    /// The scroll view's stable id: the key of its offset in ``LayoutContext/scrollOffsets``.
    public var id: String
    /// Content margins (leading/trailing along the axis apply to the content, not the clip).
    public var contentMargins: EdgeInsets
    /// Safe-area padding: insets the content without clipping it.
    public var safeAreaPadding: EdgeInsets
    public var showsIndicators: Bool
    /// Insets of the scroll indicators (`contentMargins(_:_:for: .scrollIndicators)`).
    public var indicatorMargins = EdgeInsets.zero

    public init(axis: Axis, id: String, contentMargins: EdgeInsets = .zero, safeAreaPadding: EdgeInsets = .zero,
                showsIndicators: Bool = true) {
        self.axis = axis; self.id = id; self.contentMargins = contentMargins
        self.safeAreaPadding = safeAreaPadding; self.showsIndicators = showsIndicators
    }
}

/// A lazy stack or grid: item geometry computed from the offered size, item views built on demand.
public struct LazySpec {
    /// Item geometry for the size offered to the container (columns depend on the width).
    public var makeGeometry: (ProposedSize, LayoutContext) -> any LazyItemGeometry
    /// Builds item `i`'s view (called only for items near the visible region).
    public var item: (Int) -> Node
    /// The stable id of item `i` (focus and scroll position use it for items not yet built).
    public var id: (Int) -> String
    /// The index of the item with an id, if any.
    public var index: (String) -> Int?
    /// Extra points beyond the visible region to materialise (prefetch).
    public var prefetch: Double
    /// When every item is focusable: its interactions (lets focus reach items not built yet).
    public var itemInteractions: FocusInteractions?

    public init(makeGeometry: @escaping (ProposedSize, LayoutContext) -> any LazyItemGeometry, prefetch: Double,
                itemInteractions: FocusInteractions? = nil,
                id: @escaping (Int) -> String, index: @escaping (String) -> Int?, item: @escaping (Int) -> Node) {
        self.makeGeometry = makeGeometry; self.prefetch = prefetch; self.itemInteractions = itemInteractions
        self.id = id; self.index = index; self.item = item
    }
}

extension LazySpec {
    /// Node attribute: the focus interactions every item of a lazy container has (from its first built item).
    public static let itemInteractionsKey = "lazy.itemInteractions"
}

/// A layout computed by a closure, for modifiers defined outside UICore (e.g. `containerRelativeFrame`).
public struct CustomLayout {
    /// Returns the size for a proposal; the context gives the nearest container's size.
    public var size: (ProposedSize, LayoutContext, Node) -> Size
    /// Places children inside the node's final frame (default: each child fills it).
    public var place: ((Rect, LayoutContext, Node) -> Void)?

    public init(size: @escaping (ProposedSize, LayoutContext, Node) -> Size,
                place: ((Rect, LayoutContext, Node) -> Void)? = nil) {
        self.size = size; self.place = place
    }
}

/// Opacity, scale, rotation and offset: visual only, never layout (also what scroll transitions drive).
public struct VisualEffects: Sendable, Equatable {
    public var opacity: Double = 1
    public var scale: Double = 1
    public var rotation: Double = 0
    public var offset = Point.zero
    /// An extra transform (e.g. the highlight effect's perspective), applied about the node's frame.
    public var transform: Transform = .identity

    public init() {}

    public var isIdentity: Bool { self == VisualEffects() }
}

/// A drop shadow under a node's shape.
public struct ShadowSpec: Sendable, Equatable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// Focus visuals around a node, set by the runtime each frame from animated focus state.
public struct FocusDecoration: Sendable, Equatable {
    /// Lift/press progress: scale of the node (1 at rest).
    public var scale: Double = 1
    /// Shadow under a lifted node.
    public var shadow: ShadowSpec?
    /// A focus ring outside the node: colour (alpha carries the grow-in), width, shape.
    public var ring: (color: Color, width: Double, shape: ShapeKind)?
    /// Highlight: perspective tilt (radians) and a specular shine position (unit point) and opacity.
    public var tilt = Point.zero
    public var shine: (position: Point, opacity: Double)?

    public init() {}

    public static func == (a: FocusDecoration, b: FocusDecoration) -> Bool {
        a.scale == b.scale && a.shadow == b.shadow && a.tilt == b.tilt
            && a.ring?.color == b.ring?.color && a.ring?.width == b.ring?.width && a.ring?.shape == b.ring?.shape
            && a.shine?.position == b.shine?.position && a.shine?.opacity == b.shine?.opacity
    }
}
