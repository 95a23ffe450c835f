import CookbookApp
import Foundation
import SDLBackend
import UICore
import UIRuntime

/// Finds the assets, checks the fonts, loads the catalogue and opens the user data store;
/// every failure is one line naming the file and the problem.
struct AppBootstrap {
    let assets: AssetLocator
    let catalog: Catalog

    /// Bootstraps from the assets found where ``AssetLocator`` looks (`catalogSize`: that many
    /// generated recipes instead of the shipped ones).
    init(catalogSize: Int? = nil) throws {
        try self.init(assets: try Self.locateAssets(), catalogSize: catalogSize)
    }

    /// The assets where ``AssetLocator`` finds them; not found, one line saying where it looked.
    static func locateAssets() throws -> AssetLocator {
        do { return try AssetLocator() } catch { throw AppError("\(error)") }
    }

    /// Bootstraps from assets already found; `checkingFonts: false` leaves the fonts to a
    /// ``checkFonts(_:)`` call of the caller's own (the live window runs it on a thread of its own).
    init(assets: AssetLocator, checkingFonts: Bool = true, catalogSize: Int? = nil) throws {
        self.assets = assets
        if checkingFonts { try Self.checkFonts(assets) }
        let shipped = try Catalog.load(from: assets.data)
        guard !shipped.recipes.isEmpty else { throw AppError("\(assets.data.appendingPathComponent("recipes.json").path): no recipes") }
        catalog = catalogSize.map { shipped.generated(recipes: $0, in: .dessert) } ?? shipped
    }

    /// Checks that each face opens and draws, not only exists (a corrupt one drew no text).
    static func checkFonts(_ assets: AssetLocator) throws {
        do { try assets.checkFonts() } catch { throw AppError(error.message) }
    }

    /// Loads the controller mappings (`gamecontrollerdb.txt` in Assets, then in the config
    /// folder) into SDL, once SDL is initialised; each bad line is one line on stderr.
    func loadControllerMappings() {
        let files = ControllerMappings.files(assets: assets.root, configDirectory: LaunchOptions.configDirectory())
        for problem in ControllerMappings.load(files) { FileHandle.standardError.write(Data("cookbook: \(problem)\n".utf8)) }
    }

    /// The key map (`keymap.toml` in the config folder) over the defaults; each bad entry is one
    /// line on stderr and keeps its action's defaults.
    func loadBindings() -> InputBindings {
        let (bindings, problems) = KeymapFile.load(KeymapFile.file(configDirectory: LaunchOptions.configDirectory()))
        for problem in problems { FileHandle.standardError.write(Data("cookbook: \(problem)\n".utf8)) }
        return bindings
    }

    /// The user data in `directory`, opened, reporting each problem met opening it in one line
    /// on stderr.
    func openStore(dataDirectory: URL) -> UserDataStore {
        let store = UserDataStore(directory: dataDirectory)
        for warning in store.warnings { FileHandle.standardError.write(Data("cookbook: \(warning)\n".utf8)) }
        return store
    }
}
