import Foundation
import Testing
@testable import UICore

/// Strings as SwiftUI localises them: a literal is a key with `%@`/`%lld` where its
/// interpolations were, looked up in the environment's catalogue for its locale; a string
/// variable is shown as it is.
@Suite struct LocalizationTests {
    static let catalog = StringCatalog([
        "ko": ["Settings": "설정", "Added %@ to Favorites": "%@을(를) 즐겨찾기에 추가했습니다", "%lld of %lld": "%2$lld개 중 %1$lld번째",
               "button": "버튼", "on": "켬", "On": "켬"],
        "ja": ["Settings": "設定"],
        "pt-BR": ["Settings": "Ajustes"],
        "pt": ["Settings": "Definições"],
    ])

    static func text(_ view: some View, in locale: String) -> [String] {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.stringCatalog = catalog
        let root = ResolveContext(environment: env).resolve(view)
        var out: [String] = []
        root.visit { n in
            if case .text(let t) = n.kind { out.append(t.string) }
            return true
        }
        return out
    }

    @Test func aLiteralsInterpolationsBecomePlaceholders() {
        let name = "Tiramisu"
        let key: LocalizedStringKey = "Added \(name) to Favorites"
        #expect(key.key == "Added %@ to Favorites")
        #expect(key.arguments == [.string("Tiramisu")])
        let counted: LocalizedStringKey = "\(3) of \(11)"
        #expect(counted.key == "%lld of %lld")
        let percent: LocalizedStringKey = "100% of \(2.5)"
        #expect(percent.key == "100%% of %lf")
        #expect(percent.untranslated == "100% of 2.5")
    }

    @Test func positionalArgumentsReorderInATranslation() {
        let ko = Locale(identifier: "ko_KR")
        #expect(Self.catalog.string("\(3) of \(11)", locale: ko) == "11개 중 3번째")
        #expect(Self.catalog.string("Added \("Tiramisu") to Favorites", locale: ko) == "Tiramisu을(를) 즐겨찾기에 추가했습니다")
        #expect(LocalizedFormat.apply("%@ and %%", [.string("a")]) == "a and %")
        #expect(LocalizedFormat.apply("%d%%", [.integer(5)]) == "5%")
    }

    @Test func aFormatKeepsWhatIsNotAPlaceholderAndNeverOverflows() {
        // Text around placeholders comes through as written, accents and all; positions reorder.
        #expect(LocalizedFormat.apply("%2$@ à %1$lld°", [.integer(7), .string("Café")]) == "Café à 7°")
        #expect(LocalizedFormat.apply("日本語 %lld 分", [.integer(30)]) == "日本語 30 分")
        // A `%` that begins no placeholder stays; a missing argument reads as nothing.
        #expect(LocalizedFormat.apply("50% off %k", []) == "50% off %k")
        #expect(LocalizedFormat.apply("%@ and %@", [.string("a")]) == "a and ")
        #expect(LocalizedFormat.apply("ends with %", []) == "ends with %")
        // A position too large for any argument list (a broken translation) reads none; it
        // trapped on the overflow before.
        #expect(LocalizedFormat.apply("[%99999999999999999999$@]", [.string("a")]) == "[]")
    }

    @Test func aLookupFallsBackFromRegionToLanguageToTheKey() {
        #expect(Self.catalog.string("Settings", locale: Locale(identifier: "ko_KR")) == "설정")
        #expect(Self.catalog.string("Settings", locale: Locale(identifier: "ja")) == "設定")
        #expect(Self.catalog.string("Settings", locale: Locale(identifier: "pt_BR")) == "Ajustes")
        #expect(Self.catalog.string("Settings", locale: Locale(identifier: "pt_PT")) == "Definições")
        #expect(Self.catalog.string("Settings", locale: Locale(identifier: "de_DE")) == "Settings")
        #expect(Self.catalog.string("Unknown \(4)", locale: Locale(identifier: "ko")) == "Unknown 4")
        #expect(StringCatalog.empty.string("Settings", locale: Locale(identifier: "ko")) == "Settings")
    }

    @Test func textAndControlsLookUpLiteralsButShowVariablesAsTheyAre() {
        let title = "Settings" // data: a recipe named "Settings" stays "Settings"
        #expect(Self.text(Text("Settings"), in: "ko_KR") == ["설정"])
        #expect(Self.text(Text(title), in: "ko_KR") == ["Settings"])
        #expect(Self.text(Text(verbatim: "Settings"), in: "ko_KR") == ["Settings"])
        #expect(Self.text(Button("Settings") {}, in: "ja_JP") == ["設定"])
        #expect(Self.text(Button(title) {}, in: "ja_JP") == ["Settings"])
        #expect(Self.text(Toggle("Settings", isOn: .constant(true)), in: "ko_KR") == ["설정", "켬"])
        #expect(Self.text(Text("Settings"), in: "en_US") == ["Settings"])
    }

    @Test func aReaderSaysRolesAndValuesInTheViewsLanguage() throws {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "ko_KR")
        env.stringCatalog = Self.catalog
        let root = ResolveContext(environment: env).resolve(Button("Settings") {})
        var element: Node?
        root.visit { n in
            if element == nil, n.isAccessibilityElement { element = n }
            return element == nil
        }
        let node = try #require(element)
        #expect(AccessibilityElement(node: node)?.spokenDescription == "설정, 버튼")
        #expect(CollectionPosition(index: 3, count: 11).spoken(in: env) == "11개 중 3번째")
    }

    @Test func aStringsFileReadsAsApplesToolsWriteIt() throws {
        let text = """
        /* A comment
           over lines */
        "Settings" = "설정"; // after
        "Quote \\"q\\"" = "line\\nbreak \\U00E9";
        "Settings" = "설정 (last)";
        """
        let table = try StringsFile.parse(text)
        #expect(table["Settings"] == "설정 (last)")
        #expect(table["Quote \"q\""] == "line\nbreak é")
        #expect(throws: StringsFile.ParseError(line: 2, problem: "expected ';', found the end of the file")) {
            try StringsFile.parse("\"a\" = \"b\"\n")
        }
        #expect(throws: StringsFile.ParseError(line: 1, problem: "a quoted string is never closed")) {
            try StringsFile.parse("\"a\" = \"b;\n")
        }
    }

    @Test func aCatalogueFolderThatCannotBeReadNamesTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("ko.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"b\"".utf8).write(to: dir.appendingPathComponent("ko.lproj/Localizable.strings"))
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            _ = try StringCatalog(contentsOf: dir)
            Issue.record("a broken file loaded")
        } catch let error as StringCatalog.LoadError {
            #expect(error.description.hasSuffix("ko.lproj/Localizable.strings: line 1: expected ';', found the end of the file"))
        }
    }
}
