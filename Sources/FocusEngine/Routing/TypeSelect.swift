import Foundation

/// Matching for type-select: case- and diacritic-insensitive prefix search ("cre" finds
/// "Crème Brûlée").
public enum TypeSelect {
    /// The text folded for comparison: canonical decomposition, combining marks dropped,
    /// lower-cased.
    public static func fold(_ text: String) -> String {
        let decomposed = text.decomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars).lowercased()
    }

    /// Whether `title` starts with `prefix`, ignoring case and diacritics.
    public static func matches(_ prefix: String, _ title: String) -> Bool {
        let p = fold(prefix)
        return !p.isEmpty && fold(title).hasPrefix(p)
    }

    /// The index of the first title (in the given order) starting with `prefix`, or nil.
    public static func firstMatch(_ prefix: String, in titles: [String]) -> Int? {
        let p = fold(prefix)
        guard !p.isEmpty else { return nil }
        return titles.firstIndex { fold($0).hasPrefix(p) }
    }
}
