import Foundation
@testable import SDLBackend
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The interface in Korean and Japanese, as a person reading them sees it: on every screen and
/// sheet nothing is left in English but the recipe data (which has no translation) and the key
/// names printed on keyboards; no text of the interface is cut short with an ellipsis; and no two
/// texts run into each other — at 1280×720 and 1920×1080, measured with the fonts that draw them.
@Suite(.serialized) struct InterfaceLanguageTests {
    /// Latin words every language keeps: keys as keyboards print them, a unit, the app's name.
    static let keptWords = ["FocusCookbook", "Control-Alt-S", "Ctrl+Alt+S", "Ctrl+F", "Return", "Esc", "Tab", "Space", "Watch", "mg", "OK"]

    /// The data strings a screen may show as they are: recipes, palettes, drinks, grocery items.
    static func data(_ h: Harness) -> [String] {
        let c = h.model.catalog
        var out: [String] = c.recipes.flatMap { r -> [String] in [r.name, r.summary] + r.ingredients }
        out += c.palettes.flatMap { p -> [String] in [p.name] + p.colors }
        out += c.drinks.map(\.name)
        out += h.model.userData.grocery.items.map(\.name)
        return out.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// What is left of `text` once data and kept words are taken out, when it still has Latin letters.
    static func english(in text: String, data: [String]) -> String? {
        var s = text
        for d in data where s.contains(d) { s = s.replacingOccurrences(of: d, with: "") }
        for w in keptWords { s = s.replacingOccurrences(of: w, with: "") }
        return s.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) } ? s : nil
    }

    /// The app in `language` at `pixels`, its text measured with the fonts that draw it.
    static func app(_ language: AppLanguage, pixels: Size) throws -> Harness {
        let h = try Harness(screen: .grid, measurer: SDLTextMeasurer())
        h.runtime.setWindowSize(pixels: pixels)
        h.model.preferences.update(language: language)
        h.settle()
        return h
    }

    /// Every screen and sheet, each given to `check` once shown and settled.
    static func everyScreen(_ h: Harness, _ check: (String) throws -> Void) throws {
        for screen in [Screen.grid, .favorites, .grocery, .gallery, .widget, .settings] {
            h.model.show(screen)
            h.settle()
            try check(screen.rawValue)
        }
        h.model.open(recipe: "apple-pie")
        h.settle()
        try check("detail")
        h.focus("add-to-grocery-list")
        h.key(.return)
        try check("detail, grocery sheet")
        h.key(.escape)
        h.model.asksToQuit = true
        h.settle()
        try check("quit sheet")
        h.model.asksToQuit = false
        h.settle()
    }

    /// The text nodes under the root: string, lines as laid out, frame, whether it scrolls when cut.
    static func texts(_ h: Harness) -> [(text: TextContent, frame: Rect)] {
        var out: [(TextContent, Rect)] = []
        h.runtime.root?.visit { n in
            if case .text(let t) = n.kind, !t.string.trimmingCharacters(in: .whitespaces).isEmpty { out.append((t, n.frame)) }
            return true
        }
        return out
    }

    @Test(arguments: [AppLanguage.korean, .japanese], [Size(width: 1280, height: 720), Size(width: 1920, height: 1080)])
    func everyScreenIsInTheLanguageAndNothingIsCut(_ language: AppLanguage, _ pixels: Size) throws {
        let h = try Self.app(language, pixels: pixels)
        let data = Self.data(h)
        var seen = 0
        try Self.everyScreen(h) { at in
            let texts = Self.texts(h)
            seen += texts.count
            let title: LocalizedStringKey? = at == "detail, grocery sheet" ? "Added to Grocery List" : at == "quit sheet" ? "Quit FocusCookbook?" : nil
            if let title { #expect(texts.contains { $0.text.string == h.model.localized(title) }, "\(at) shows: \(texts.map(\.text.string))") }
            for (t, _) in texts {
                if let left = Self.english(in: t.string, data: data) {
                    Issue.record("\(language) \(at): \"\(t.string)\" is left in English (\(left))")
                }
                // A data string may scroll (a marquee) or be cut like any title; the interface's own may not.
                let isData = data.contains { t.string.contains($0) }
                if !isData, t.lines.last?.hasSuffix("…") == true, !t.string.hasSuffix("…") {
                    Issue.record("\(language) \(pixels) \(at): \"\(t.string)\" is cut to \(t.lines)")
                }
            }
        }
        #expect(seen > 100, "the screens drew their texts")
    }

    @Test(arguments: [AppLanguage.korean, .japanese])
    func theTabBarsTitlesAndBackButtonNeverRunIntoEachOther(_ language: AppLanguage) throws {
        for pixels in [Size(width: 1280, height: 720), Size(width: 1920, height: 1080)] {
            for larger in [false, true] {
                let h = try Self.app(language, pixels: pixels)
                h.model.preferences.update(settings: { $0.largerText = larger }, id: "setting-larger-text", value: larger)
                h.model.show(.grid)
                h.settle()
                h.key(.return) // the detail screen: Back beside the tabs
                let bar = Self.texts(h).filter { $0.frame.maxY < 120 && $0.frame.width > 0 }
                #expect(bar.count >= 7, "\(language) \(pixels): Back and six tabs: \(bar.map(\.text.string))")
                for (i, a) in bar.enumerated() {
                    for b in bar[(i + 1)...] where a.frame.intersects(b.frame) {
                        Issue.record("\(language) \(pixels) larger \(larger): \"\(a.text.string)\" \(a.frame) runs into \"\(b.text.string)\" \(b.frame)")
                    }
                }
            }
        }
    }

    @Test func theReaderSpeaksTheInterfacesLanguage() throws {
        let h = try Harness(screen: .grid)
        h.model.preferences.update(language: .korean)
        h.model.preferences.update(settings: { $0.spokenFeedback = true }, id: "setting-spoken-feedback", value: true)
        h.settle()
        h.key(.rightArrow)
        let spoken = h.runtime.host.speech.takeSpoken().map(\.text)
        #expect(spoken.contains { $0.hasPrefix("Baklava, 1시간 15분") && $0.contains("버튼") && $0.contains("11개 중 2번째") },
                "the tile in Korean: \(spoken)")
        #expect(spoken.contains("음성 피드백 켬"), "\(spoken)")
    }

    @Test func theLanguageFollowsTheSystemLocaleUntilOneIsChosenAndIsSaved() throws {
        #expect(AppLanguage.systemLocale(environment: ["LANG": "ko_KR.UTF-8"]).identifier == "ko_KR")
        #expect(AppLanguage.systemLocale(environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]).identifier == "ja_JP")
        #expect(AppLanguage.systemLocale(environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]).identifier == "en_US")
        #expect(AppLanguage.systemLocale(environment: [:]).identifier == "en_US")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            let h = try Harness(screen: .settings, dataDir: dir)
            h.model.systemLocale = Locale(identifier: "ja_JP")
            h.settle()
            #expect(InterfaceLanguageTests.texts(h).contains { $0.text.string == "設定" }, "the system's Japanese")
            h.focus("setting-language")
            h.key(.return) // System → English
            #expect(h.model.settings.language == .english)
            #expect(InterfaceLanguageTests.texts(h).contains { $0.text.string == "Settings" })
            h.key(.return) // English → 한국어
            #expect(h.model.settings.language == .korean)
            #expect(InterfaceLanguageTests.texts(h).contains { $0.text.string == "설정" })
            h.model.repository.commitAndWait()
        }
        let again = try Harness(screen: .settings, dataDir: dir)
        #expect(again.model.settings.language == .korean, "the choice was saved")
        #expect(InterfaceLanguageTests.texts(again).contains { $0.text.string == "언어: 한국어" })
    }

    @Test func bothCataloguesHaveEveryKeyWithTheSamePlaceholders() throws {
        let strings = try Catalog.load(from: Harness.assetsData).strings
        #expect(strings.languages == ["ja", "ko"])
        let dir = Harness.assetsData.appendingPathComponent("Localization")
        let ko = try StringsFile.parse(String(contentsOf: dir.appendingPathComponent("ko.lproj/Localizable.strings"), encoding: .utf8))
        let ja = try StringsFile.parse(String(contentsOf: dir.appendingPathComponent("ja.lproj/Localizable.strings"), encoding: .utf8))
        #expect(Set(ko.keys) == Set(ja.keys), "keys only one language has: \(Set(ko.keys).symmetricDifference(ja.keys))")
        /// The placeholders of a format, by type, in argument order (positions honoured).
        func placeholders(_ s: String) -> [String] {
            let pattern = try! NSRegularExpression(pattern: "%(?:(\\d+)\\$)?(@|lld|lf)")
            var found: [(Int, String)] = []
            var next = 1
            for m in pattern.matches(in: s, range: NSRange(s.startIndex..., in: s)) {
                let ns = s as NSString
                let position = m.range(at: 1).location == NSNotFound ? nil : Int(ns.substring(with: m.range(at: 1)))
                found.append((position ?? next, ns.substring(with: m.range(at: 2))))
                if position == nil { next += 1 }
            }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
        for (table, name) in [(ko, "ko"), (ja, "ja")] {
            for (key, value) in table where placeholders(key) != placeholders(value) {
                Issue.record("\(name): \"\(value)\" does not take the arguments of \"\(key)\"")
            }
        }
    }
}
