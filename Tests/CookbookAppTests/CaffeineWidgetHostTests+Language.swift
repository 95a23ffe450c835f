import Foundation
import Testing
import UICore
@testable import CookbookApp

/// In ``CaffeineWidgetHostTests``' serialized suite, as every in-process extension is (the
/// extension's context is one per process).
extension CaffeineWidgetHostTests {
    /// The strings of a display list's texts.
    static func strings(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let s, _, _, _) = item { return s }
            return nil
        }
    }

    /// WidgetKit hands a widget the host's locale: with the app in Korean, the extension draws
    /// its words in Korean, and the host's own words (the timeline row) follow; back in English
    /// the widget is archived in English again.
    @Test func theWidgetIsDrawnInTheHostsLanguage() async throws {
        h.model.preferences.update(language: .korean)
        var texts = Self.strings(await settle(1.5))
        #expect(texts.contains("카페인 합계"), "the extension's label in Korean: \(texts)")
        #expect(texts.contains("디카페인만"), "the toggle's title in Korean: \(texts)")
        #expect(texts.contains("타임라인") && texts.contains("실시간"), "the host's row in Korean: \(texts)")
        #expect(!texts.contains("Total Caffeine"))
        h.model.preferences.update(language: .english)
        texts = Self.strings(await settle(1.5))
        #expect(texts.contains("Total Caffeine"), "back in English: \(texts)")
    }
}

extension CaffeineWidgetHostTests {
    /// The widget's extension receives Larger Text: at Extra Large its total is drawn 1.6 times
    /// larger, the last drink moves beside it; at either size three drink buttons keep their
    /// row with their names whole ("Double…" at Large), and every control stays inside the card.
    @Test func theWidgetGrowsItsTextWithLargerText() async throws {
        func totalSize(_ list: DisplayList) -> Double? {
            list.items.lazy.compactMap { item -> Double? in
                if case .text(let s, let f, _, _) = item, s.hasSuffix(" mg"), f.size > 60 { return f.size }
                return nil
            }.first
        }
        let plain = try #require(totalSize(await settle(1.5)))
        h.model.preferences.update(settings: { $0.largerText = true }, id: "setting-larger-text", value: true)
        for size in [LargerTextSize.large, .extraLarge] {
            h.model.preferences.update(largerTextSize: size)
            let grown = try #require(totalSize(await settle(1.5)))
            #expect(abs(grown - plain * size.scale) < 0.5, "\(size): the total at \(grown) pt, \(plain) pt before")
            let archive = try #require(h.runtime.widget?.session.archive(kind: CaffeineWidget.kind, at: wall.now))
            let card = Rect(x: 0, y: 0, width: archive.content.size.width, height: archive.content.size.height)
            #expect(archive.controls.filter { $0.id.hasPrefix("log-") }.count == 3, "\(size)")
            for control in archive.controls {
                #expect(card.contains(control.frame), "\(size): \(control.id) \(control.frame) outside the card \(card)")
                let cut = (control.drawing(focused: false, isOn: nil)?.items ?? []).contains { item in
                    if case .text(let s, _, _, _) = item { return s.hasSuffix("…") }
                    return false
                }
                #expect(!cut, "\(size): \(control.id)'s title is cut")
            }
        }
    }
}
