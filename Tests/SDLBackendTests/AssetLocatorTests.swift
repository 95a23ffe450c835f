import Foundation
import SDLBackend
import Testing

/// AssetLocator's search order and errors.
struct AssetLocatorTests {
    private func tempAssets() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Assets")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        return root
    }

    @Test func environmentVariableWins() throws {
        let root = try tempAssets()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let a = try AssetLocator(environment: ["COOKBOOK_ASSETS": root.path], currentDirectory: "/", executablePath: nil)
        #expect(a.root.path == root.standardizedFileURL.path)
        #expect(a.fonts.lastPathComponent == "Fonts")
    }

    @Test func theGenericVariableComesBeforeTheCookbooksName() throws {
        let generic = try tempAssets(), cookbook = try tempAssets()
        defer {
            try? FileManager.default.removeItem(at: generic.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: cookbook.deletingLastPathComponent())
        }
        let both = try AssetLocator(environment: ["SDLBACKEND_ASSETS": generic.path, "COOKBOOK_ASSETS": cookbook.path],
                                    currentDirectory: "/", executablePath: nil)
        #expect(both.root.path == generic.standardizedFileURL.path)
        let old = try AssetLocator(environment: ["COOKBOOK_ASSETS": cookbook.path], currentDirectory: "/", executablePath: nil)
        #expect(old.root.path == cookbook.standardizedFileURL.path)
        #expect { try AssetLocator(environment: ["SDLBACKEND_ASSETS": "/nope"], currentDirectory: "/", executablePath: nil) }
            throws: { ($0 as? SDLError)?.message.contains("$SDLBACKEND_ASSETS=/nope") == true }
    }

    @Test func wrongEnvironmentVariableIsAnError() {
        #expect { try AssetLocator(environment: ["COOKBOOK_ASSETS": "/nope"], currentDirectory: "/", executablePath: nil) }
            throws: { ($0 as? SDLError)?.message.contains("COOKBOOK_ASSETS") == true }
    }

    @Test func workingDirectoryThenExecutableAncestors() throws {
        let root = try tempAssets()
        let pkg = root.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: pkg) }
        let cwd = try AssetLocator(environment: [:], currentDirectory: pkg.path, executablePath: nil)
        #expect(cwd.root.path == root.standardizedFileURL.path)
        let exe = pkg.appendingPathComponent(".build/debug/cookbook").path
        let up = try AssetLocator(environment: [:], currentDirectory: "/", executablePath: exe)
        #expect(up.root.path == root.standardizedFileURL.path)
    }

    @Test func errorListsWhatWasSearched() {
        #expect {
            try AssetLocator(environment: [:], currentDirectory: "/nonexistent-cwd", executablePath: "/nonexistent-bin/x/cookbook")
        } throws: { e in
            let m = (e as? SDLError)?.message ?? ""
            return m.contains("/nonexistent-cwd/Assets") && m.contains("/nonexistent-bin/x/Assets") && m.contains("COOKBOOK_ASSETS")
        }
    }

    @Test func packageAssetsHaveTheFontsAndLicence() {
        let fonts = Snapshot.assets().fonts
        for f in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"] {
            #expect(FileManager.default.fileExists(atPath: fonts.appendingPathComponent(f).path), "\(f)")
        }
    }
}
