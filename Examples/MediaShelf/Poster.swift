import Foundation
import UICore

/// One poster of a shelf: which shelf, where on it, and the title it shows.
struct Poster: Identifiable, Hashable {
    let shelf: Int
    let index: Int
    let category: String

    /// The poster's id, as its view is identified: `s<shelf>-p<index>`.
    var id: String { Self.id(shelf: shelf, index: index) }
    /// The title on the poster and in its detail sheet.
    var title: String { "\(category) \(shelf + 1)·\(index + 1)" }

    /// The id of poster `index` on shelf `shelf`.
    static func id(shelf: Int, index: Int) -> String { "s\(shelf)-p\(index)" }

    /// A colour per poster: hues around the wheel along the shelf, a third of a turn apart
    /// between shelves, so neighbours differ at a glance.
    var colour: Color {
        let turn = Double(index) / 12 + Double(shelf) / 3
        func channel(_ shift: Double) -> Double {
            let angle: Double = 2 * Double.pi * (turn + shift)
            return 0.42 + 0.3 * cos(angle)
        }
        return Color(red: channel(0), green: channel(1.0 / 3), blue: channel(2.0 / 3))
    }
}
