/// A column description of a lazy grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How a column is sized.
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    public var spacing: Double

    public init(_ size: Size = .flexible(), spacing: Double = LayoutEngine.defaultSpacing) {
        self.size = size; self.spacing = spacing
    }

    /// Column starts and widths for a grid `width` wide (SwiftUI's rules: fixed columns first,
    /// adaptive columns fit as many minimum-width columns as they can, flexible share the rest).
    public static func resolve(_ items: [GridItem], width: Double) -> [(x: Double, width: Double)] {
        var widths: [(Double, Double)] = [] // (width, spacing after)
        let fixedTotal = items.reduce(0.0) { acc, item in
            if case .fixed(let w) = item.size { return acc + w }
            return acc
        }
        let flexCount = Double(items.filter { if case .flexible = $0.size { return true } else { return false } }.count)
        let spacingTotal = items.dropLast().reduce(0) { $0 + $1.spacing }
        let adaptiveAvailable = max(0, width - fixedTotal - spacingTotal)
        for item in items {
            switch item.size {
            case .fixed(let w):
                widths.append((w, item.spacing))
            case .flexible(let lo, let hi):
                let share = flexCount > 0 ? adaptiveAvailable / flexCount : 0
                widths.append((min(max(share, lo), hi), item.spacing))
            case .adaptive(let lo, let hi):
                let n = max(1, Int((adaptiveAvailable + item.spacing) / (lo + item.spacing)))
                let w = min(hi, (adaptiveAvailable - item.spacing * Double(n - 1)) / Double(n))
                for _ in 0..<n { widths.append((max(lo, w), item.spacing)) }
            }
        }
        var x = 0.0
        var out: [(x: Double, width: Double)] = []
        for (w, s) in widths { out.append((x, w)); x += w + s }
        return out
    }
}
