import SDLBackend
import Testing
import UICore

/// SDLTextMeasurer gives sane, consistent sizes.
@Suite(.serialized)
struct MeasurerTests {
    let m = SDLTextMeasurer(assets: Snapshot.assets())

    @Test func emptyStringHasLineHeightOnly() {
        let s = m.size(of: "", font: .body)
        #expect(s.width == 0)
        #expect(s.height == Font.body.lineHeight)
    }

    @Test func widthsAreCloseToDejaVuAverages() {
        let s = m.size(of: "Baklava and apple pie", font: .body)
        let approx = ApproximateTextMeasurer().size(of: "Baklava and apple pie", font: .body)
        #expect(s.width > approx.width * 0.8 && s.width < approx.width * 1.25)
        #expect(s.width == s.width.rounded())
    }

    @Test func boldIsWiderAndSizeScales() {
        let regular = m.size(of: "Grocery list", font: .callout).width
        let bold = m.size(of: "Grocery list", font: Font.callout.bold()).width
        #expect(bold > regular)
        let double = m.size(of: "Grocery list", font: Font(size: 62)).width
        #expect(abs(double / regular - 2) < 0.08)
    }

    @Test func longerTextIsWider() {
        #expect(m.size(of: "Pancake", font: .body).width < m.size(of: "Pancakes", font: .body).width)
    }

    @Test func emojiAdvanceIsAboutOnePointTwoEm() {
        let adv = m.emojiAdvance(fontSize: 40)
        #expect(adv > 40 * 1.1 && adv < 40 * 1.3)
        let one = m.size(of: "🍰", font: Font(size: 40)).width
        #expect(abs(one - adv) <= 1)
        let mixed = m.size(of: "Cake 🍰", font: Font(size: 40)).width
        #expect(mixed > m.size(of: "Cake ", font: Font(size: 40)).width + adv - 2)
    }
}
