import UICore

/// Shows an archived widget entry in the host: the archive's drawing, its pieces under their
/// ids (so the host's transitions play the archived ones, W2), its controls as focusable
/// buttons that send their intents (W3), and the stale look of invalidatable pieces (W4).
///
/// No widget view code runs here: everything drawn comes from the archive.
public struct ArchivedWidgetView: View {
    /// How the widget looks while a reload it caused is in flight.
    public struct StaleLook: Equatable, Sendable {
        /// Where the shimmer's band is in its sweep, 0…1.
        public var phase: Double
        public init(phase: Double) { self.phase = phase }
    }

    /// Opacity of stale content: the system's invalidation dims it to about a third (tuned by
    /// eye against WWDC23 "Bring widgets to life", 16:28).
    public static let staleOpacity = 0.35
    /// Width of the shimmer's soft band as a fraction of the stale view's width (tuned by eye).
    public static let shimmerBand = 0.45
    /// Peak opacity of the shimmer's white band (tuned by eye: visible, not glaring).
    public static let shimmerPeak = 0.6

    let archive: WidgetArchive
    let previous: WidgetArchive?
    let previousOpacity: Double
    let toggleOverrides: [String: Bool]
    let stale: StaleLook?
    let activate: (String) -> Void

    /// Shows `archive`, with `previous` (the entry shown before) fading out above it at
    /// `previousOpacity`, toggles flipped by `toggleOverrides`, the stale look when `stale` is
    /// set; activating a control calls `activate` with its id.
    public init(archive: WidgetArchive, previous: WidgetArchive? = nil, previousOpacity: Double = 0,
                toggleOverrides: [String: Bool] = [:], stale: StaleLook? = nil, activate: @escaping (String) -> Void) {
        self.archive = archive; self.previous = previous; self.previousOpacity = previousOpacity
        self.toggleOverrides = toggleOverrides; self.stale = stale; self.activate = activate
    }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            RecordedDrawing(archive.content)
            if let previous, previousOpacity > 0 {
                // The implicit transition between entries: what changed cross-fades.
                RecordedDrawing(previous.content).opacity(previousOpacity)
            }
            ForEach(archive.pieces.map { Identified(id: "piece-\($0.id)", value: $0) }) { item in
                Self.place(piece(item.value), at: item.value.frame)
                if item.value.isInvalidatable, let stale {
                    Self.place(Self.shimmer(size: item.value.frame.size, phase: stale.phase), at: item.value.frame)
                }
            }
            ForEach(ControlRow.rows(of: archive.controls).enumerated().map { Identified(id: "control-row-\($0.offset)", value: $0.element) }) { item in
                let row = item.value
                Self.place(ZStack(alignment: .topLeading) {
                    ForEach(row.controls.map { Identified(id: "control-\($0.id)", value: $0) }) { item in
                        let control = item.value
                        Self.place(Self.accessible(UICore.Button(action: { [activate] in activate(control.id) }) {
                            ArchivedControl(control: control, isOn: toggleOverrides[control.id])
                        }.buttonStyle(.plain), control, isOn: toggleOverrides[control.id]).id(control.id),
                                   at: control.frame.offsetBy(dx: 0, dy: -row.minY))
                    }
                }
                .frame(width: archive.content.size.width, height: row.height, alignment: .topLeading)
                .focusSection(), at: Rect(x: 0, y: row.minY, width: archive.content.size.width, height: row.height))
            }
        }
        .frame(width: archive.content.size.width, height: archive.content.size.height, alignment: .topLeading)
        // Archives are drawn in the extension's coordinates, whatever the host's direction.
        .environment(\.layoutDirection, .leftToRight)
    }

    /// A control as a reader knows it: its label and hint from the archive; a toggle says "on" or
    /// "off" (the state it shows, flipped at once by a tap) and is a switch button.
    static func accessible(_ button: some View, _ control: WidgetControl, isOn override: Bool?) -> some View {
        var value: String?
        var traits: AccessibilityTraits = []
        if case .toggle(let archived, _, _) = control.kind {
            value = (override ?? archived) ? "on" : "off"
            traits = .isToggle
        }
        return button.modifyNode { node, _ in
            node.updateAccessibility { a in
                a.children = .ignore
                a.label = control.spokenLabel
                a.value = value
                a.hint = control.accessibilityHint.flatMap { $0.isEmpty ? nil : $0 }
                a.addedTraits.formUnion(traits)
            }
            return node
        }
    }

    /// One piece, under its id with its archived transitions; dimmed while stale.
    @ViewBuilder
    func piece(_ p: WidgetPiece) -> ViewGroup {
        let animation = p.animation ?? .default
        let opacity = p.isInvalidatable && stale != nil ? Self.staleOpacity : 1
        if let run = p.numericText {
            // The total: the host redraws its text run so the numeric roll can move its digits.
            Text(run.string).font(run.font).foregroundStyle(run.color).lineLimit(1)
                .contentTransition(.numericText()).animation(animation).id(p.id)
                .frame(width: p.frame.width, height: p.frame.height, alignment: .topLeading)
                .opacity(opacity)
        } else {
            ZStack(alignment: .topLeading) {
                if let t = p.transition {
                    RecordedDrawing(p.drawing).transition(t).animation(animation).id(p.id)
                } else {
                    RecordedDrawing(p.drawing).id(p.id)
                }
            }
            .frame(width: p.frame.width, height: p.frame.height, alignment: .topLeading)
            // A pushed piece slides within its own frame, as a ticker does.
            .clipShape(.rect)
            .opacity(opacity)
        }
    }

    /// A view placed with its top-left corner at `frame`'s.
    static func place(_ view: some View, at frame: Rect) -> some View {
        view.padding(EdgeInsets(top: frame.minY, leading: frame.minX, bottom: 0, trailing: 0))
    }

    /// The shimmer: a soft white band sweeping left to right across a stale view.
    static func shimmer(size: Size, phase: Double) -> some View {
        let band = size.width * shimmerBand
        let x = -band + (size.width + band) * min(max(phase, 0), 1)
        let clear = Color.white.opacity(0), peak = Color.white.opacity(shimmerPeak)
        return ZStack(alignment: .topLeading) {
            HStack(spacing: 0) {
                Rectangle().fill(.linearGradient(clear, peak, start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
                    .frame(width: band / 2, height: size.height)
                Rectangle().fill(.linearGradient(peak, clear, start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
                    .frame(width: band / 2, height: size.height)
            }
            .offset(x: x)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .clipShape(.rect)
    }
}

/// A value with an id, for `ForEach`.
struct Identified<Value>: Identifiable {
    var id: String
    var value: Value
}

/// An archived control's drawing, focused or not (the host's button around it supplies focus,
/// the lift and activation).
struct ArchivedControl: PrimitiveView {
    let control: WidgetControl
    let isOn: Bool?

    func makeNode(in context: ResolveContext) -> Node {
        let drawing = control.drawing(focused: context.environment.isFocused, isOn: isOn)
            ?? DisplayList(size: control.frame.size, background: .clear)
        return context.resolve(RecordedDrawing(drawing))
    }
}
