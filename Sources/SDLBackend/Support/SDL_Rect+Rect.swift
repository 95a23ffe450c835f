import CSDL2
import UICore

extension SDL_Rect {
    /// The rectangle of whole pixels `rect` names (its coordinates are whole already: a
    /// renderer's damage in pixels).
    init(_ rect: Rect) {
        self.init(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }
}
