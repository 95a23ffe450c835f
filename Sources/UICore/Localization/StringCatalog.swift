import Foundation

/// The interface's strings in each language it is translated into: one table per language,
/// keyed by the development language's text (SwiftUI reads the same from a bundle's
/// `Localizable.strings` or string catalogue).
///
/// A lookup tries the locale's language and script or region (`zh-Hant`, `pt-BR`), then the
/// language alone (`ko`), and otherwise shows the key with its arguments (English). A catalogue
/// never changes once made; two compare equal only when they are one catalogue, so an
/// environment holding it compares in constant time.
public struct StringCatalog: Equatable, Sendable {
    private final class Tables: Sendable {
        let byLanguage: [String: [String: String]]
        /// The tables to try for each locale identifier met so far, most specific first: a
        /// locale's parts are read once, not for every text of every frame.
        let chains = Locked<[String: [[String: String]]]>([:])
        init(_ byLanguage: [String: [String: String]]) { self.byLanguage = byLanguage }
    }

    private let tables: Tables

    /// A catalogue of `tables`, each keyed by a language identifier (`"ko"`, `"ja"`, `"pt-BR"`).
    public init(_ tables: [String: [String: String]]) {
        var normalised: [String: [String: String]] = [:]
        for (language, table) in tables { normalised[Self.normalised(language)] = table }
        self.tables = Tables(normalised)
    }

    /// No translations: every key is shown as written.
    public static let empty = StringCatalog([:])

    /// The languages with a table, sorted.
    public var languages: [String] { tables.byLanguage.keys.sorted() }

    /// Reads every `NAME.lproj/Localizable.strings` in `directory` as the table of language
    /// `NAME`, as Apple bundles lay them out, each file through `read` (an app that checks its
    /// files — a size limit, no FIFO that would hold start-up — passes its own reader). A folder
    /// without that file is skipped; a file that cannot be read or parsed throws ``LoadError``
    /// naming it.
    public init(contentsOf directory: URL, read: (URL) throws -> Data = { try Data(contentsOf: $0) }) throws {
        let fm = FileManager.default
        var tables: [String: [String: String]] = [:]
        let names = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let file = directory.appendingPathComponent(name).appendingPathComponent("Localizable.strings")
            guard fm.fileExists(atPath: file.path) else { continue }
            let data: Data
            do { data = try read(file) } catch {
                throw LoadError(file: file.path, problem: "cannot read the file: \(error)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw LoadError(file: file.path, problem: "it is not UTF-8 text")
            }
            do { tables[String(name.dropLast(".lproj".count))] = try StringsFile.parse(text) } catch {
                throw LoadError(file: file.path, problem: error.description)
            }
        }
        self.init(tables)
    }

    /// A catalogue file that could not be read: which, and why.
    public struct LoadError: Error, CustomStringConvertible {
        public var file: String
        public var problem: String
        public var description: String { "\(file): \(problem)" }
    }

    /// `key` in the language of `locale`, its arguments in place.
    public func string(_ key: LocalizedStringKey, locale: Locale) -> String {
        LocalizedFormat.apply(translation(of: key.key, locale: locale) ?? key.key, key.arguments)
    }

    /// The translation of `key` for `locale`, nil when its language has none.
    public func translation(of key: String, locale: Locale) -> String? {
        guard !tables.byLanguage.isEmpty else { return nil }
        for table in chain(for: locale) {
            if let value = table[key] { return value }
        }
        return nil
    }

    /// Whether a table exists for the language of `locale`.
    public func hasTable(for locale: Locale) -> Bool { !chain(for: locale).isEmpty }

    /// The tables `locale` reads, most specific first.
    private func chain(for locale: Locale) -> [[String: String]] {
        let id = locale.identifier
        if let known = tables.chains.withLock({ $0[id] }) { return known }
        let found = Self.candidates(for: locale).compactMap { tables.byLanguage[$0] }
        tables.chains.withLock { $0[id] = found }
        return found
    }

    /// The table names tried for `locale`, most specific first: `zh-Hant`, `pt-BR`, then `pt`.
    static func candidates(for locale: Locale) -> [String] {
        guard let language = locale.language.languageCode?.identifier.lowercased() else { return [] }
        var out: [String] = []
        if let script = locale.language.script?.identifier { out.append("\(language)-\(script.lowercased())") }
        if let region = locale.region?.identifier { out.append("\(language)-\(region.lowercased())") }
        out.append(language)
        return out
    }

    /// A language identifier as tables are keyed: lower case, `-` between parts.
    static func normalised(_ language: String) -> String {
        language.lowercased().map { $0 == "_" ? "-" : $0 }.reduce(into: "") { $0.append($1) }
    }

    public static func == (a: StringCatalog, b: StringCatalog) -> Bool { a.tables === b.tables }
}
