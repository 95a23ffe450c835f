import Foundation
import UICore

/// One timeline entry rendered once, in the widget extension, into data the host can show.
///
/// The host never runs widget view code (W3): it draws ``content``, overlays each toggle's
/// archived state, hit-tests ``controls`` and dims ``invalidatableRegions`` while a reload it
/// caused is in flight (W4).
public struct WidgetArchive: Equatable, Sendable, Codable, TimelineEntry {
    /// When the entry becomes current.
    public var date: Date
    /// The widget's drawing, in its own coordinates (origin top-left, `content.size` big),
    /// without the toggles (they are drawn from their archived states).
    public var content: DisplayList
    /// Buttons and toggles, with their intents.
    public var controls: [WidgetControl]
    /// Frames of views marked `invalidatableContent()`: drawn stale from a tap until the reload.
    public var invalidatableRegions: [Rect]
    /// Values the host reports in its trace (`total-caffeine` → 190), by id.
    public var values: [String: Double]

    public init(date: Date, content: DisplayList, controls: [WidgetControl] = [], invalidatableRegions: [Rect] = [],
                values: [String: Double] = [:]) {
        self.date = date; self.content = content; self.controls = controls
        self.invalidatableRegions = invalidatableRegions; self.values = values
    }

    /// The control at a point in the widget's coordinates (the last one drawn wins), if any.
    public func control(at point: Point) -> WidgetControl? {
        controls.last { $0.frame.contains(point) }
    }

    /// The widget's full drawing with every toggle in its archived state, or with the states
    /// in `overrides` (toggle id → isOn) for toggles the user just flipped.
    public func displayList(toggleOverrides overrides: [String: Bool] = [:]) -> DisplayList {
        var list = content
        for control in controls {
            guard case .toggle(let isOn, let on, let off) = control.kind else { continue }
            let state = overrides[control.id] ?? isOn
            list.append(.pushLayer(.translation(x: control.frame.minX, y: control.frame.minY), opacity: 1))
            list.items += (state ? on : off).items
            list.append(.popLayer)
        }
        return list
    }
}
