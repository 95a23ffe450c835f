/// A bar showing how far something has got (SwiftUI's `ProgressView(value:total:)`, tvOS look):
/// an optional title above a rounded track filled from the leading edge.
///
/// A reader says the title and the progress in percent ("Downloading, 40 percent"), as
/// VoiceOver reads a progress view; it updates frequently, so readers do not interrupt for each
/// change. A value outside 0…total is drawn and said clamped.
public struct ProgressView: PrimitiveView {
    var title: String?
    /// How far it has got; nil: it cannot say (a spinner, ``ActivitySpinner``).
    var value: Double?
    var total: Double

    /// A spinner: work under way whose progress cannot be told (SwiftUI's `ProgressView()`).
    public init() { self.value = nil; self.total = 1 }

    /// A spinner with a title below it ("Loading…").
    public init(_ title: String) { self.title = title; self.value = nil; self.total = 1 }

    /// A bar at `value` out of `total`.
    public init(value: Double, total: Double = 1) { self.value = value; self.total = total }

    /// A bar with a title above it.
    public init(_ title: String, value: Double, total: Double = 1) {
        self.title = title; self.value = value; self.total = total
    }

    // tvOS 17 progress bars: an 8 pt tall capsule track, the foreground at 20 %, filled with it
    // (measured from tvOS 17 screenshots of the TV app's playback and download bars).
    static let trackHeight = 8.0
    static let trackOpacity = 0.2
    /// Space between the title and the bar (tvOS 17 screenshots, as the track above).
    static let titleSpacing = 12.0

    /// The fraction filled, 0…1 (0 when `total` is not positive or the value not a number).
    public var fraction: Double {
        guard let value, total > 0, value.isFinite, total.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, value / total))
    }

    public func makeNode(in context: ResolveContext) -> Node {
        guard value != nil else { return context.resolve(ActivitySpinner(title: title)) }
        let env = context.environment
        let f = fraction
        // The track is the foreground faded: white at 20 % on the dark background, dark at 20 %
        // inside a focused (white) button, so the bar reads in both.
        let track = Node(.shape(ShapeContent(shape: .capsule, fill: .color(env.platter(env.foregroundColor.opacity(Self.trackOpacity))))),
                         environment: env)
        let fill = Node(.shape(ShapeContent(shape: .capsule, fill: .color(env.foregroundColor))), environment: env)
        let bar = Node(.custom(CustomLayout(size: { p, _, _ in
            // Flexible across: as wide as offered; offered no width (a lazy row's item), it asks
            // for none, so the views beside it set the width it is then placed in.
            Size(width: LayoutEngine.finite(p.width) ?? 0, height: Self.trackHeight)
        }, place: { rect, layout, me in
            LayoutEngine.place(me.children[0], in: rect, layout)
            LayoutEngine.place(me.children[1], in: Rect(x: env.layoutDirection == .rightToLeft ? rect.maxX - rect.width * f : rect.minX,
                                                        y: rect.minY, width: rect.width * f, height: rect.height), layout)
        })), environment: env)
        bar.children = [track, fill]
        let node: Node
        if let title {
            node = Node(.stack(.vertical, spacing: Self.titleSpacing, alignment: .topLeading), environment: env)
            node.children = [Node(.text(TextContent(string: title, font: env.legible(env.font), color: env.textColor(env.foregroundColor))),
                                  environment: env), bar]
        } else {
            node = bar
        }
        let percent = Int((f * 100).rounded())
        node.updateAccessibility { a in
            a.label = title
            a.value = "\(percent) percent"
            a.children = .ignore
        }
        return node
    }
}
