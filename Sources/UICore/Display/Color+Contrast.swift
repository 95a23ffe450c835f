#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Color {
    /// The colour's relative luminance as WCAG 2 defines it (0 black … 1 white), alpha ignored.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let c = Swift.min(Swift.max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between two opaque colours (1…21).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// The colour darkened, hue kept, just enough that `text` drawn on it reaches `ratio`
    /// (black at worst); unchanged when it already does. Increase Contrast's fills behind light
    /// text: the accent blue (10/132/255) under white text is 3.6:1, darkened 7:1.
    public func darkened(toContrast ratio: Double, with text: Color) -> Color {
        var c = Color(red: red, green: green, blue: blue, alpha: alpha)
        // 5 % a step: about 1/20 of a luminance step is finer than a person sees.
        for _ in 0..<100 where c.contrastRatio(with: text) < ratio {
            c = Color(red: c.red * 0.95, green: c.green * 0.95, blue: c.blue * 0.95, alpha: alpha)
        }
        return c
    }
}
