import FocusEngine
import UICore

/// The on-screen focus debugger (Ctrl+D), after Dear ImGui's navigation debug: the last move's
/// candidates outlined with their score (green, the winner thicker) or rejection reason (red),
/// and a caption naming the move and its reason.
enum FocusOverlay {
    static func draw(_ result: MoveResult?, focus: FocusSystem, into list: inout DisplayList) {
        let font = Font(size: 20, weight: .bold)
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

    static func caption(_ s: String, font: Font, into list: inout DisplayList) {
        let r = Rect(x: 20, y: list.size.height - 56, width: Double(s.count) * 11 + 24, height: 36)
        list.append(.fill(.roundedRect(cornerRadius: 8), r, Color.black.opacity(0.8)))
        list.append(.text(s, font, .yellow, origin: Point(x: r.minX + 12, y: r.minY + 5)))
    }
}
