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
        h.model.update(language: .korean)
        var texts = Self.strings(await settle(1.5))
        #expect(texts.contains("카페인 합계"), "the extension's label in Korean: \(texts)")
        #expect(texts.contains("디카페인만"), "the toggle's title in Korean: \(texts)")
        #expect(texts.contains("타임라인") && texts.contains("실시간"), "the host's row in Korean: \(texts)")
        #expect(!texts.contains("Total Caffeine"))
        h.model.update(language: .english)
        texts = Self.strings(await settle(1.5))
        #expect(texts.contains("Total Caffeine"), "back in English: \(texts)")
    }
}
