import Foundation
import UICore

/// Validated command-line options shared by the live app and replay.
public struct LaunchOptions: Sendable {
    public var screen: Screen?
    public var rtl: Bool
    /// Window (live: points) or canvas (replay: pixels) size.
    public var size: Size?
    public var fullscreen: Bool
    public var dataDirectory: URL?
    /// `--catalog-size N`: the shipped recipes replaced by N generated ones in the Dessert
    /// category (``Catalog/generated(recipes:in:)``), for stress runs and benchmarks; nil: the shipped catalogue.
    public var catalogSize: Int?
    /// `--speak`: spoken feedback on for this launch (live window and replay alike).
    public var speak = false
    /// `--language en|ko|ja|system`: the interface's language for this launch; nil keeps the
    /// saved setting.
    public var language: AppLanguage?
    /// The system's locale the interface follows when no language is chosen: the live window
    /// reads `LC_ALL`/`LC_MESSAGES`/`LANG` (``AppLanguage/systemLocale(environment:)``); a
    /// replay is English (United States) unless `--language` says otherwise, so a script gives
    /// the same frames on every machine.
    public var systemLocale = Locale(identifier: "en_US")

    /// The most recipes `--catalog-size` generates (10⁷ take ~2.4 GB; 10⁶ is the stress case).
    public static let catalogSizeLimit = 10_000_000

    /// Parses and checks the options; bad values give a one-line ``AppError``.
    public init(screen: String?, rtl: Bool, size: String?, fullscreen: Bool, dataDir: String?, catalogSize: Int? = nil, speak: Bool = false,
                language: String? = nil) throws {
        self.speak = speak
        if let language {
            guard let l = AppLanguage(rawValue: language.lowercased()) else {
                throw AppError("--language: expected one of \(AppLanguage.allCases.map(\.rawValue).joined(separator: ", ")), got '\(language)'")
            }
            self.language = l
        }
        if let catalogSize {
            guard (1...Self.catalogSizeLimit).contains(catalogSize) else {
                throw AppError("--catalog-size: expected a number of recipes from 1 to \(Self.catalogSizeLimit), got \(catalogSize)")
            }
            self.catalogSize = catalogSize
        }
        if let screen {
            guard let s = Screen(rawValue: screen) else {
                throw AppError("--screen: unknown screen '\(screen)' (screens: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self.screen = s
        }
        self.rtl = rtl
        self.fullscreen = fullscreen
        if let size {
            let parts = size.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (64...16384).contains(w), (64...16384).contains(h) else {
                throw AppError("--size: expected WxH between 64 and 16384, got '\(size)'")
            }
            self.size = Size(width: Double(w), height: Double(h))
        }
        dataDirectory = dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The default user data directory: `$XDG_DATA_HOME/cookbook`, else `~/.local/share/cookbook`.
    /// The user's configuration folder: `$XDG_CONFIG_HOME/cookbook`, else `~/.config/cookbook`
    /// (controller mappings, the key map, the window's last frame).
    public static func configDirectory() -> URL {
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_CONFIG_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("cookbook", isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config/cookbook", isDirectory: true)
    }

    public static func defaultDataDirectory() -> URL {
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("cookbook", isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/cookbook", isDirectory: true)
    }
}
