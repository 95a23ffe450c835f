/// The flat list of drawing commands a frame produces; renderers consume it, tests inspect it.
public struct DisplayList: Sendable, Equatable, Codable {
    public var items: [DisplayItem]
    /// The size of the canvas in points.
    public var size: Size
    /// The colour the frame is cleared to.
    public var background: Color

    public init(size: Size, background: Color = .background, items: [DisplayItem] = []) {
        self.size = size; self.background = background; self.items = items
    }

    /// Appends one item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// All text strings drawn, in order (handy for tests).
    public var texts: [String] {
        items.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }
}
