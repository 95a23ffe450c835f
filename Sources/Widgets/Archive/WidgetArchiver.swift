import Foundation
import UICore

/// Renders a widget entry's view once, in the extension, into a ``WidgetArchive`` (W3).
///
/// The view is resolved and laid out like any other. Its intent buttons and toggles become
/// ``WidgetControl``s at their laid-out frames (a button drawn unfocused and focused, a toggle in
/// both states, each unfocused and focused), views with an id and a transition or numeric-text content transition, and
/// `invalidatableContent()` views, become ``WidgetPiece``s; all of these are left out of the main
/// drawing so the host can draw, animate and mark them on their own.
public struct WidgetArchiver {
    /// Text metrics matching the host's renderer (layout must agree with drawing).
    public var measurer: any TextMeasuring
    /// The environment widget views resolve in (layout direction, colour scheme…).
    public var environment: EnvironmentValues

    public init(measurer: any TextMeasuring, environment: EnvironmentValues = EnvironmentValues()) {
        self.measurer = measurer; self.environment = environment
    }

    /// An archiver for what the host said in `context`: text grows to its
    /// ``TimelineProviderContext/minimumFontSize``, so the host can show it legibly, the
    /// layout follows its ``TimelineProviderContext/layoutDirection``, and colours its
    /// ``TimelineProviderContext/colorSchemeContrast``, and its words the host's
    /// ``TimelineProviderContext/locale`` (from `environment`'s ``EnvironmentValues/stringCatalog``).
    public init(measurer: any TextMeasuring, context: TimelineProviderContext, environment: EnvironmentValues = EnvironmentValues()) {
        var environment = environment
        environment.minimumFontSize = max(environment.minimumFontSize, context.minimumFontSize)
        environment.layoutDirection = context.layoutDirection
        environment.colorSchemeContrast = context.colorSchemeContrast
        if let locale = context.locale { environment.locale = Locale(identifier: locale) }
        environment.textScale = context.textScale
        if context.boldText { environment.legibilityWeight = .bold }
        self.init(measurer: measurer, environment: environment)
    }

    /// Archives `view` at `size`, as the entry for `date`, with values for the host's trace.
    public func archive(_ view: some View, size: Size, date: Date, values: [String: Double] = [:]) throws -> WidgetArchive {
        let root = layOut(view, size: size)
        var controls: [WidgetControl] = []
        var pieces: [WidgetPiece] = []
        var regions: [Rect] = []
        var problems: [String] = []
        var extracted: [Node] = []
        root.visit { node in
            let invalidatable = node[WidgetAttributes.InvalidatableKey.self] == true
            if invalidatable { regions.append(node.frame) }
            if let slot = node[WidgetAttributes.IntentKey.self] {
                guard let envelope = slot.envelope, let id = node.id else {
                    problems.append(node.id.map { "control '\($0)' has an intent that cannot be encoded" }
                                    ?? "an intent control has no id (give it .id(_:))")
                    return false
                }
                // What a reader calls it: the control's own declared label, else its texts (a
                // toggle's title without its on/off state, which the host says as the value).
                let element = AccessibilityElement(node: node.accessibilityTarget)
                let label = element.map(\.label).flatMap { $0.isEmpty ? nil : $0 }
                if let draw = node[WidgetAttributes.ToggleStateKey.self] {
                    let isOn = node[UICore.Toggle.IsOnKey.self] ?? false
                    // Each state drawn in the environment the toggle resolved in (its row's font…).
                    let size = node.frame.size, env = node.environment
                    controls.append(WidgetControl(id: id.description, frame: node.frame, intent: envelope,
                                                  kind: .toggle(isOn: isOn, on: drawing(draw(true), size: size, environment: env),
                                                                off: drawing(draw(false), size: size, environment: env)),
                                                  focusedOnDrawing: drawing(draw(true), size: size, focusedID: id, environment: env),
                                                  focusedOffDrawing: drawing(draw(false), size: size, focusedID: id, environment: env),
                                                  onIntent: slot.states?.on, offIntent: slot.states?.off,
                                                  accessibilityLabel: label, accessibilityHint: element?.hint))
                } else {
                    controls.append(WidgetControl(id: id.description, frame: node.frame, intent: envelope, kind: .button,
                                                  drawing: drawing(of: node),
                                                  focusedDrawing: focusedDrawing(of: node, id: id) ?? focusedDrawing(view, size: size, id: id),
                                                  accessibilityLabel: label, accessibilityHint: element?.hint))
                }
                extracted.append(node)
                return false
            }
            let transition = node[TransitionAttributes.TransitionKey.self]
            let numeric = node[TransitionAttributes.ContentKey.self]?.isNumericText == true
            guard invalidatable || transition != nil || numeric else { return true }
            pieces.append(WidgetPiece(id: node.id?.description ?? "invalidatable-\(pieces.count)", frame: node.frame, drawing: drawing(of: node),
                                      transition: transition, numericText: numeric ? textRun(in: node) : nil,
                                      animation: node[TransitionAttributes.AnimationKey.self], isInvalidatable: invalidatable))
            extracted.append(node)
            return false
        }
        if let first = problems.first { throw ArchiveError(first) }
        // Controls and pieces are drawn by the host from their own drawings.
        for node in extracted { node.removeDrawing() }
        return WidgetArchive(date: date, content: DisplayListBuilder.build(root, size: size, background: .clear),
                             pieces: pieces, controls: controls, invalidatableRegions: regions, values: values)
    }

    /// A view laid out alone at `size`, drawn from its own origin; focused (as the control
    /// `focusedID`) when an id is given; resolved in `environment` (nil: the archiver's).
    func drawing(_ view: any View, size: Size, focusedID: ViewID? = nil, environment: EnvironmentValues? = nil) -> DisplayList {
        let view = focusedID.map { Self.identified(view, id: $0) } ?? view
        return DisplayListBuilder.build(layOut(view, size: size, focusedID: focusedID, environment: environment),
                                        size: size, background: .clear)
    }

    /// `view` under the id `id` (so it draws focused when `id` has focus).
    static func identified<V: View>(_ view: V, id: ViewID) -> any View { view.id(id) }

    /// A laid-out node's subtree drawn from the node's own origin.
    func drawing(of node: Node) -> DisplayList {
        var list = DisplayList(size: node.frame.size, background: .clear)
        list.append(.pushLayer(.translation(x: -node.frame.minX, y: -node.frame.minY), opacity: 1))
        DisplayListBuilder.draw(node, into: &list)
        list.append(.popLayer)
        return list
    }

    /// The control `id` drawn as it looks focused (the whole view resolved with focus on it).
    func focusedDrawing(_ view: some View, size: Size, id: ViewID) -> DisplayList? {
        let root = layOut(view, size: size, focusedID: id)
        return root.find(id: id).map { drawing(of: $0) }
    }

    /// The button `node` (the control `id`) drawn as it looks focused, from its own view
    /// (``WidgetAttributes/ButtonLookKey``) laid out alone at its frame's size in the environment
    /// it resolved in, then moved to where it sits: the drawing the whole view laid out with focus
    /// on it gives, without laying out the whole view again for every button. Nil for a node
    /// without its view (an intent attached to a view of another kind).
    func focusedDrawing(of node: Node, id: ViewID) -> DisplayList? {
        guard let look = node[WidgetAttributes.ButtonLookKey.self] else { return nil }
        let root = layOut(Self.identified(look, id: id), size: node.frame.size, focusedID: id, environment: node.environment)
        guard let button = root.find(id: id) else { return nil }
        button.translate(dx: node.frame.minX - button.frame.minX, dy: node.frame.minY - button.frame.minY)
        return drawing(of: button)
    }

    /// The first text run inside a node, for the numeric-text roll.
    func textRun(in node: Node) -> WidgetPiece.TextRun? {
        var run: WidgetPiece.TextRun?
        node.visit { n in
            if run == nil, case .text(let t) = n.kind { run = WidgetPiece.TextRun(string: t.string, font: t.font, color: t.color) }
            return run == nil
        }
        return run
    }

    private func layOut(_ view: any View, size: Size, focusedID: ViewID? = nil, environment: EnvironmentValues? = nil) -> Node {
        let root = ResolveContext(environment: environment ?? self.environment, focusedID: focusedID, focusPath: focusedID.map { [$0] } ?? [])
            .resolve(view)
        LayoutEngine.layout(root, in: size, context: LayoutContext(measurer: measurer, windowSize: size))
        return root
    }
}
