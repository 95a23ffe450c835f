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
    /// without its controls (drawn from their archived states) and pieces.
    public var content: DisplayList
    /// Parts the host animates or marks stale on their own (W2, W4), drawn over ``content``.
    public var pieces: [WidgetPiece]
    /// Buttons and toggles, with their intents.
    public var controls: [WidgetControl]
    /// Frames of views marked `invalidatableContent()`: drawn stale from a tap until the reload.
    public var invalidatableRegions: [Rect]
    /// Values the host reports in its trace (`total-caffeine` → 190), by id.
    public var values: [String: Double]

    public init(date: Date, content: DisplayList, pieces: [WidgetPiece] = [], controls: [WidgetControl] = [],
                invalidatableRegions: [Rect] = [], values: [String: Double] = [:]) {
        self.date = date; self.content = content; self.pieces = pieces; self.controls = controls
        self.invalidatableRegions = invalidatableRegions; self.values = values
    }

    private enum CodingKeys: String, CodingKey { case date, content, pieces, controls, invalidatableRegions, values, binary }

    /// Decodes an archive ``encode(to:)`` wrote (one data value in its compact binary form,
    /// `WidgetArchiveCoding`), or one an older extension wrote field by field.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let data = try c.decodeIfPresent(Data.self, forKey: .binary) {
            do { self = try WidgetArchiveCoding.decode(Array(data)) } catch {
                throw DecodingError.dataCorruptedError(forKey: .binary, in: c, debugDescription: error.description)
            }
            return
        }
        date = try c.decode(Date.self, forKey: .date)
        content = try c.decode(DisplayList.self, forKey: .content)
        pieces = try c.decode([WidgetPiece].self, forKey: .pieces)
        controls = try c.decode([WidgetControl].self, forKey: .controls)
        invalidatableRegions = try c.decode([Rect].self, forKey: .invalidatableRegions)
        values = try c.decode([String: Double].self, forKey: .values)
    }

    /// Encodes the archive as one data value in its compact binary form (`WidgetArchiveCoding`):
    /// every timeline carries its entries across the process boundary, and the host's frame
    /// waits for the first one.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Data(WidgetArchiveCoding.encode(self)), forKey: .binary)
    }

    /// The control at a point in the widget's coordinates (the last one drawn wins), if any.
    public func control(at point: Point) -> WidgetControl? {
        controls.last { $0.frame.contains(point) }
    }

    /// The widget's full drawing, at rest: its pieces, and every control unfocused with each
    /// toggle in its archived state or in the state `overrides` gives (toggle id → isOn) for
    /// toggles the user just flipped.
    public func displayList(toggleOverrides overrides: [String: Bool] = [:]) -> DisplayList {
        var list = content
        func place(_ drawing: DisplayList?, at frame: Rect) {
            guard let drawing else { return }
            list.append(.pushLayer(.translation(x: frame.minX, y: frame.minY), opacity: 1))
            list.items += drawing.items
            list.append(.popLayer)
        }
        for piece in pieces { place(piece.drawing, at: piece.frame) }
        for control in controls { place(control.drawing(focused: false, isOn: overrides[control.id]), at: control.frame) }
        return list
    }
}
