import Foundation

/// The flat list of drawing commands a frame produces; renderers consume it, tests inspect it.
public struct DisplayList: Sendable, Equatable, Codable {
    public var items: [DisplayItem]
    /// The size of the canvas in points.
    public var size: Size
    /// The colour the frame is cleared to.
    public var background: Color
    /// How this list differs from the one built before it, when its builder knows
    /// (``RetainedDisplayList``); nil when unknown. A hint for renderers that redraw only what
    /// changed: it is not part of the list's value (equality and coding ignore it).
    public var revision: DisplayListRevision?
    /// Where the content of each scroll view drawn sat, in drawing order: another hint for
    /// renderers (a scrolled frame's pixels can be moved rather than drawn again), not part of
    /// the list's value either.
    public var scrollContents: [ScrollContentPosition] = []

    public init(size: Size, background: Color = .background, items: [DisplayItem] = []) {
        self.size = size; self.background = background; self.items = items
    }

    /// Appends one item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// All text strings drawn, in order (handy for tests).
    public var texts: [String] {
        items.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    public static func == (a: DisplayList, b: DisplayList) -> Bool {
        a.size == b.size && a.background == b.background && a.items == b.items
    }

    private enum CodingKeys: String, CodingKey { case items, size, background }

    /// Decodes a list ``encode(to:)`` wrote: its items from their compact binary form
    /// (`DisplayItemsCoding`), or from an array of coded items as lists were written before.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        size = try c.decode(Size.self, forKey: .size)
        background = try c.decode(Color.self, forKey: .background)
        if let data = try? c.decode(Data.self, forKey: .items) {
            do { items = try DisplayItemsCoding.decode(Array(data)) } catch {
                throw DecodingError.dataCorruptedError(forKey: .items, in: c, debugDescription: error.description)
            }
        } else {
            items = try c.decode([DisplayItem].self, forKey: .items)
        }
    }

    /// Encodes the size, the background and the items, these as one data value in their
    /// compact binary form (`DisplayItemsCoding`): a widget's archives cross a process
    /// boundary in every timeline. The hints (``revision``, ``scrollContents``) are not coded.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(size, forKey: .size)
        try c.encode(background, forKey: .background)
        try c.encode(Data(DisplayItemsCoding.encode(items)), forKey: .items)
    }
}
