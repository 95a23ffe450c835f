import Foundation
import UICore

/// Renders a widget entry's view once, in the extension, into a ``WidgetArchive`` (W3).
///
/// The view is resolved and laid out like any other; its intent buttons and toggles become
/// ``WidgetControl``s at their laid-out frames (a toggle archived in both states and left out of
/// the main drawing), and `invalidatableContent()` views become stale regions.
public struct WidgetArchiver {
    /// Text metrics matching the host's renderer (layout must agree with drawing).
    public var measurer: any TextMeasuring
    /// The environment widget views resolve in (layout direction, colour scheme…).
    public var environment: EnvironmentValues

    public init(measurer: any TextMeasuring, environment: EnvironmentValues = EnvironmentValues()) {
        self.measurer = measurer; self.environment = environment
    }

    /// Archives `view` at `size`, as the entry for `date`, with values for the host's trace.
    public func archive(_ view: some View, size: Size, date: Date, values: [String: Double] = [:]) throws -> WidgetArchive {
        let root = layOut(view, size: size)
        var controls: [WidgetControl] = []
        var regions: [Rect] = []
        var problems: [String] = []
        var toggles: [Node] = []
        root.visit { node in
            if node[WidgetAttributes.InvalidatableKey.self] == true { regions.append(node.frame) }
            guard let slot = node[WidgetAttributes.IntentKey.self] else { return true }
            guard let envelope = slot.envelope, let id = node.id else {
                problems.append(node.id.map { "control '\($0)' has an intent that cannot be encoded" }
                                ?? "an intent control has no id (give it .id(_:))")
                return false
            }
            if let draw = node[WidgetAttributes.ToggleStateKey.self] {
                let isOn = node[UICore.Toggle.IsOnKey.self] ?? false
                controls.append(WidgetControl(id: id, frame: node.frame, intent: envelope,
                                              kind: .toggle(isOn: isOn, on: drawing(draw(true), size: node.frame.size),
                                                            off: drawing(draw(false), size: node.frame.size))))
                toggles.append(node)
            } else {
                controls.append(WidgetControl(id: id, frame: node.frame, intent: envelope, kind: .button))
            }
            return false
        }
        if let first = problems.first { throw ArchiveError(first) }
        // Toggles are drawn from their archived states, so the host can flip them at once.
        for node in toggles {
            node.kind = .empty
            node.children = []
            node.shadow = nil
        }
        return WidgetArchive(date: date, content: DisplayListBuilder.build(root, size: size, background: .clear),
                             controls: controls, invalidatableRegions: regions, values: values)
    }

    /// A view laid out alone at `size`, drawn from its own origin.
    func drawing(_ view: any View, size: Size) -> DisplayList {
        DisplayListBuilder.build(layOut(view, size: size), size: size, background: .clear)
    }

    private func layOut(_ view: any View, size: Size) -> Node {
        let root = ResolveContext(environment: environment).resolve(view)
        LayoutEngine.layout(root, in: size, context: LayoutContext(measurer: measurer, windowSize: size))
        return root
    }
}
