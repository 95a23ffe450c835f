import UICore

extension DisplayItem {
    /// Whether drawing the item writes pixels: every item but the pushes and pops of clips and
    /// layers, which change only the renderer's state (a layer's opacity multiplies the items
    /// drawn in it; nothing is composited when it closes).
    var touchesPixels: Bool {
        switch self {
        case .pushClip, .popClip, .pushLayer, .popLayer: false
        case .fill, .gradient, .stroke, .shadow, .text, .image: true
        }
    }
}
