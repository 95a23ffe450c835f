import Testing
import UICore

/// WCAG 2's relative luminance and contrast ratio, and darkening a fill until text on it reaches
/// a ratio, checked against values WCAG's own definitions give.
@Suite struct ColorContrastTests {
    @Test func theExtremesAndAKnownPair() {
        #expect(Color.black.relativeLuminance == 0)
        #expect(abs(Color.white.relativeLuminance - 1) < 1e-12)
        #expect(abs(Color.white.contrastRatio(with: .black) - 21) < 1e-9)
        #expect(Color.white.contrastRatio(with: .white) == 1)
        // #777777 on white is the classic 4.48:1 that just misses AA.
        let gray = Color(r: 0x77, g: 0x77, b: 0x77)
        #expect(abs(gray.contrastRatio(with: .white) - 4.48) < 0.01)
        #expect(gray.contrastRatio(with: .white) == Color.white.contrastRatio(with: gray))
    }

    @Test func darkeningStopsAtTheRatioAndKeepsTheHue() {
        let blue = Color.blue
        #expect(blue.contrastRatio(with: .white) < 4)
        let dark = blue.darkened(toContrast: 7, with: .white)
        #expect(dark.contrastRatio(with: .white) >= 7)
        // Not darker than it needs: one 5 % step lighter misses.
        let lighter = Color(red: dark.red / 0.95, green: dark.green / 0.95, blue: dark.blue / 0.95)
        #expect(lighter.contrastRatio(with: .white) < 7)
        #expect(abs(dark.red / dark.blue - blue.red / blue.blue) < 1e-9)
        // A fill that already meets the ratio is unchanged.
        #expect(Color.black.darkened(toContrast: 7, with: .white) == .black)
    }
}
