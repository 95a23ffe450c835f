/// A colour palette shown in the gallery.
public struct Palette: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var colors: [String]
}
