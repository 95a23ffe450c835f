import Synchronization

/// Shared state of one layout pass: text measurement, scroll offsets in, scroll geometry out.
public final class LayoutContext {
    /// What a scroll view reported during layout.
    public struct ScrollReport: Sendable, Equatable {
        public var axis: Axis
        /// The scroll view's frame in window points.
        public var frame: Rect
        /// The length of the content along the axis, margins included.
        public var contentLength: Double
        /// The visible length along the axis.
        public var containerLength: Double
        /// Content margins along the axis (leading, trailing).
        public var margins: (leading: Double, trailing: Double)
        /// Insets of the scroll indicators.
        public var indicatorMargins = EdgeInsets.zero
        /// Lazy item geometry of the content, when the content is a lazy stack or grid.
        public var lazy: (any LazyItemGeometry)?
        /// Whether the scroll view lays its content out right to left (its own environment's
        /// direction, which a view can set for its subtree): a horizontal one's content then
        /// starts at its right edge.
        public var rightToLeft = false

        public static func == (a: ScrollReport, b: ScrollReport) -> Bool {
            a.axis == b.axis && a.frame == b.frame && a.contentLength == b.contentLength
                && a.containerLength == b.containerLength && a.margins == b.margins && a.rightToLeft == b.rightToLeft
        }
    }

    public let measurer: TextMeasuring
    /// Line breaking already done with ``measurer`` (kept across passes by the caller).
    public let textCache: TextLayoutCache
    /// The window's size in points. Reading it counts as reading outside the node being laid
    /// out: that node's layout is then worked out again each frame.
    public var windowSize: Size {
        get { outsideReads &+= 1; return window }
        set { window = newValue }
    }
    private var window: Size
    /// Content offsets of scroll views along their axis, by scroll view id (read during layout).
    /// Reading them counts as reading outside the node being laid out.
    public var scrollOffsets: [ViewID: Double] {
        get { outsideReads &+= 1; return offsets }
        set { offsets = newValue }
    }
    private var offsets: [ViewID: Double]
    /// Scroll view geometry by id (written during layout).
    public var scrollReports: [ViewID: ScrollReport] = [:]
    /// Sizes of the enclosing containers (scroll views, then the window), innermost last.
    /// Reading it counts in `containerReads`.
    public var containers: [Size] {
        get { containerReads &+= 1; outsideReads &+= 1; return containerStack }
        set { containerStack = newValue }
    }
    /// ``containers``, pushed and popped by scroll views without counting as reads.
    /// The columns of the ``Grid`` placing the row being placed (set only around that row's
    /// placement, so a row nested deeper lays itself out alone).
    var grid: GridPlacement?
    var containerStack: [Size] = []
    /// How many times the containers were read (``containers``, ``containerSize``): a lazy
    /// container's probe item sized without reading them fits any containers (``LazyProbe``).
    var containerReads = 0
    /// How many times layout read something from outside the node being laid out: the
    /// containers, the visible region, the window's size, the scroll offsets. A node whose
    /// size and placement read none of them (``Node/layoutReadsOutside``) is laid out the same
    /// wherever it sits, so a view kept from the last frame may bring its layout along.
    var outsideReads = 0
    /// Subtrees of kept views moved to their place with the layout they brought from the last
    /// frame instead of laid out again (a reused view's copy brings its subtree's layout along),
    /// lazy items handed out whole included.
    public internal(set) var keptSubtreeLayouts = 0
    /// Lazy items this pass moved to their place with the layout kept from the last frame
    /// instead of laying them out (``RetainedEvaluations``).
    public internal(set) var keptItemLayouts = 0
    /// Visible regions of the enclosing scroll views in window points, innermost last.
    public var visibleRects: [Rect] = []
    /// The enclosing scroll views and their axes, innermost last.
    var enclosingScrolls: [(id: ViewID, axis: Axis)] = []
    /// Where each scroll view's running animation will rest, along its axis, by scroll view id
    /// (absent: where it is, ``scrollOffsets``).
    public var restingScrollOffsets: [ViewID: Double] = [:]
    /// How far each scroll view's content must move so that what it shows, and what it will
    /// rest on, stay on the same content (written during layout): rows of a lazy stack above the
    /// first row in view measured at other lengths than estimated, which moved that row. The
    /// host moves the scroll views by these and lays the frame out again.
    public internal(set) var anchorShifts: [ViewID: (now: Double, resting: Double)] = [:]
    /// This layout pass's number: node size caches from other passes are stale.
    let pass: Int
    static let passCounter = Atomic<Int>(0)

    /// A pass measuring with `measurer`; `textCache` must have been used with that measurer only.
    public init(measurer: TextMeasuring, windowSize: Size, scrollOffsets: [ViewID: Double] = [:],
                textCache: TextLayoutCache = TextLayoutCache()) {
        self.measurer = measurer; self.window = windowSize; self.offsets = scrollOffsets
        self.textCache = textCache
        pass = LayoutContext.passCounter.wrappingAdd(1, ordering: .relaxed).newValue
        containerStack = [windowSize]
        visibleRects = [Rect(origin: .zero, size: windowSize)]
    }

    /// The nearest container's size.
    public var containerSize: Size {
        containerReads &+= 1; outsideReads &+= 1
        return containerStack.last ?? window
    }
    /// The region currently visible through all enclosing scroll views.
    /// Reading it counts as reading outside the node being laid out.
    public var visibleRect: Rect {
        outsideReads &+= 1
        return visibleRects.last ?? Rect(origin: .zero, size: window)
    }
}
