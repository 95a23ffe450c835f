import FocusEngine
import UICore

/// The on-screen focus debugger (Ctrl+D), after Dear ImGui's navigation debug: the last move's
/// candidates outlined with their score (green, the winner thicker) or rejection reason (red),
/// and a caption naming the move and its reason; above it, what a reader says of the focused
/// view (its accessibility label, value and traits).
enum FocusOverlay {
    /// How far above the move's caption the accessibility caption sits: the caption's 36 pt
    /// height and 8 pt of air.
    static let accessibilityLineOffset = 44.0

    /// Draws the overlay; `focusedNode` is the focused view's laid-out node (nil: none).
    static func draw(_ result: MoveResult?, focus: FocusSystem, focusedNode: Node?, into list: inout DisplayList) {
        let font = Font(size: 20, weight: .bold)
        if focus.focusedID != nil {
            caption(accessibilityLine(focusedNode), font: font, raisedBy: accessibilityLineOffset, into: &list)
        }
        if let id = focus.focusedID, let f = focus.frame(of: id) {
            list.append(.stroke(.rect, f.insetBy(dx: -6, dy: -6), Color.yellow, lineWidth: 2))
        }
        guard let result else {
            caption("Focus debugger: make a move to see its candidates", font: font, into: &list)
            return
        }
        for c in result.candidates {
            guard let f = focus.frame(of: c.id) else { continue }
            let winner = c.id == result.to && result.moved
            // One switch over the verdict (reading `score` and `rejection` in turn trips an
            // ownership-verifier crash in swift-frontend 6.3.1 at -O).
            let label: String
            let color: Color
            switch c.verdict {
            case .scored(let major, _):
                label = "\(c.id)  \(Int(major.rounded()))"; color = .green
            case .rejected(let reason):
                label = "\(c.id): \(reason)"; color = Color.red.opacity(0.8)
            }
            list.append(.stroke(.rect, f, color, lineWidth: winner ? 5 : 2))
            list.append(.fill(.roundedRect(cornerRadius: 6), Rect(x: f.minX, y: f.minY, width: Double(label.count) * 11 + 12, height: 28),
                              Color.black.opacity(0.75)))
            list.append(.text(label, font, color, origin: Point(x: f.minX + 6, y: f.minY + 1)))
        }
        let by = result.handledBy.map { " — handled by \($0)" } ?? ""
        caption("\(result.move.rawValue): \(result.from ?? "nil") → \(result.to ?? "nil") (\(result.reason))\(by)", font: font, into: &list)
    }

    /// What the accessibility caption says of the focused node: `Accessibility: "label" · value
    /// "value" · traits`, or that it is hidden from readers.
    static func accessibilityLine(_ node: Node?) -> String {
        guard let node else { return "Accessibility: no focused view in the tree" }
        guard let element = AccessibilityElement(node: node) else { return "Accessibility: hidden from readers" }
        var parts = ["label \(element.label.isEmpty ? "(none)" : "\"\(element.label)\"")"]
        if let value = element.value { parts.append("value \"\(value)\"") }
        let traits = element.traits.spokenNames
        parts.append("traits " + (traits.isEmpty ? "(none)" : traits.joined(separator: ", ")))
        if let hint = element.hint { parts.append("hint \"\(hint)\"") }
        return "Accessibility: " + parts.joined(separator: " · ")
    }

    static func caption(_ s: String, font: Font, raisedBy raise: Double = 0, into list: inout DisplayList) {
        let r = Rect(x: 20, y: list.size.height - 56 - raise, width: Double(s.count) * 11 + 24, height: 36)
        list.append(.fill(.roundedRect(cornerRadius: 8), r, Color.black.opacity(0.8)))
        list.append(.text(s, font, .yellow, origin: Point(x: r.minX + 12, y: r.minY + 5)))
    }
}
