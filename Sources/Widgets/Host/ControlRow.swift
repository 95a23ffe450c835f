import UICore

/// The archived controls that share a line of the widget (their vertical extents overlap): the
/// host shows each line as a focus section across the widget's width, so Down from the last
/// button of a row reaches the row below even when nothing of it lies straight below (tvOS
/// guides focus into a section the move points at).
struct ControlRow: Equatable {
    /// The row's controls, left to right.
    var controls: [WidgetControl]
    /// The top and bottom of the row in the widget's coordinates.
    var minY: Double
    var maxY: Double

    var height: Double { maxY - minY }

    /// The rows of `controls`, top to bottom.
    static func rows(of controls: [WidgetControl]) -> [ControlRow] {
        var rows: [ControlRow] = []
        for c in controls.sorted(by: { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }) {
            if let last = rows.indices.last, c.frame.minY < rows[last].maxY {
                rows[last].controls.append(c)
                rows[last].maxY = max(rows[last].maxY, c.frame.maxY)
            } else {
                rows.append(ControlRow(controls: [c], minY: c.frame.minY, maxY: c.frame.maxY))
            }
        }
        for i in rows.indices { rows[i].controls.sort { $0.frame.minX < $1.frame.minX } }
        return rows
    }
}
