import UICore
import JSONReading

/// A colour palette shown in the gallery.
public struct Palette: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var colors: [String]
}

extension Palette {
    /// Colours per palette: the gallery card shows swatches side by side (the shipped ones have 5).
    static let colorCount = 1...16

    /// Reads one `palettes.json` entry, range-checked.
    init(asset e: JSONValue, label: String, reader r: AssetReader) throws(AppError) {
        self.init(id: try r.id(e, "id", label), name: try r.text(e, "name", label, maxLength: 200),
                  colors: try r.colors(e, "colors", label, count: Self.colorCount))
    }
}
