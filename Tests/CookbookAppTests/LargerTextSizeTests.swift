import Foundation
@testable import SDLBackend
import Testing
import UICore
@testable import CookbookApp

/// Larger Text's two sizes (×1.3 and ×1.6), measured with the fonts that draw them: at 1280×720,
/// 1920×1080 and 3840×2160 no text of the interface is cut short on any screen or sheet, the
/// rating picker's emoji keep their circles, Back and the tabs stay apart, and every detail
/// control is reached with the D-pad.
@Suite(.serialized) struct LargerTextSizeTests {
    static let windows = [Size(width: 1280, height: 720), Size(width: 1920, height: 1080), Size(width: 3840, height: 2160)]

    static func app(_ size: LargerTextSize, pixels: Size) throws -> Harness {
        let h = try InterfaceLanguageTests.app(.english, pixels: pixels)
        h.model.preferences.update(settings: { $0.largerText = true }, id: "setting-larger-text", value: true)
        h.model.preferences.update(largerTextSize: size)
        h.settle()
        return h
    }

    @Test(arguments: [LargerTextSize.large, .extraLarge])
    func nothingIsCutOnAnyScreenAtEitherSize(_ size: LargerTextSize) throws {
        for pixels in Self.windows {
            let h = try Self.app(size, pixels: pixels)
            let data = InterfaceLanguageTests.data(h)
            try InterfaceLanguageTests.everyScreen(h) { at in
                for (t, _) in InterfaceLanguageTests.texts(h) where !data.contains(where: { t.string.contains($0) }) {
                    if t.lines.last?.hasSuffix("…") == true, !t.string.hasSuffix("…") {
                        Issue.record("\(size) \(pixels) \(at): \"\(t.string)\" is cut to \(t.lines)")
                    }
                }
            }
        }
    }

    /// A palette's name that wraps stays inside its card (the caption bar was a fixed 84 pt and
    /// cut the second line of "Sunset Boulevard" at ×1.6).
    @Test(arguments: [LargerTextSize.large, .extraLarge])
    func thePaletteNamesStayInsideTheirCards(_ size: LargerTextSize) throws {
        for pixels in Self.windows {
            let h = try Self.app(size, pixels: pixels)
            h.model.show(.gallery)
            h.settle(1)
            let root = try #require(h.runtime.root)
            for (i, palette) in h.model.catalog.palettes.enumerated() {
                guard let card = root.find(id: ViewID("palette-\(i)")) else { continue }
                var name: Rect?
                card.visit { n in
                    if case .text(let t) = n.kind, t.string == palette.name { name = n.frame }
                    return name == nil
                }
                guard let name, card.frame.width > 0 else { continue }
                #expect(name.maxY <= card.frame.maxY + 0.5 && name.minY >= card.frame.minY - 0.5,
                        "\(size) \(pixels): \"\(palette.name)\" \(name) outside its card \(card.frame)")
            }
        }
    }

    @Test(arguments: [LargerTextSize.large, .extraLarge])
    func theDetailsControlsAreReachedAndBackKeepsClearOfTheTabs(_ size: LargerTextSize) throws {
        for pixels in Self.windows {
            let h = try Self.app(size, pixels: pixels)
            h.model.open(recipe: "new-york-cheesecake")
            h.settle()
            let root = try #require(h.runtime.root)
            let back = try #require(root.find(id: "detail-back")).frame
            let firstTab = try #require(root.find(named: "tab-grid")).frame
            #expect(back.maxX <= firstTab.minX, "\(size) \(pixels): Back \(back) runs into the first tab \(firstTab)")
            h.focus("rating-picker")
            h.key(.downArrow)
            #expect(h.focused == "favorite", "\(size) \(pixels)")
            h.key(.downArrow)
            #expect(h.focused == "add-to-grocery-list", "\(size) \(pixels)")
            let add = try #require(h.runtime.root?.find(id: "add-to-grocery-list")).frame
            let scroll = try #require(h.runtime.root?.find(id: "recipe-detail-scroll")).frame
            #expect(add.minY >= scroll.minY && add.maxY <= scroll.maxY && add.maxX <= scroll.maxX,
                    "\(size) \(pixels): Add to Grocery List \(add) scrolled into the view \(scroll)")
        }
    }

    @Test func theTextSizeRowShowsWithLargerTextAndStepsBetweenTheSizes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-size-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            let h = try Harness(screen: .settings, dataDir: dir)
            #expect(h.runtime.root?.find(id: "setting-larger-text-size") == nil, "no size without Larger Text")
            h.focus("setting-larger-text")
            h.key(.return)
            #expect(h.runtime.environment.textScale == 1.3)
            h.focus("setting-larger-text-size")
            h.key(.return)
            #expect(h.model.settings.largerTextSize == .extraLarge && h.runtime.environment.textScale == 1.6)
            h.model.repository.commitAndWait()
        }
        let again = try Harness(screen: .settings, dataDir: dir)
        #expect(again.model.settings.largerTextSize == .extraLarge, "the size was saved")
        #expect(again.runtime.environment.textScale == 1.6)
    }
}
