import Foundation

/// Finds the `Assets` directory (fonts, images, data) the app ships with.
///
/// Search order: `$SDLBACKEND_ASSETS`, then `$COOKBOOK_ASSETS` (the cookbook's older name);
/// `./Assets` in the working directory; then `Assets` in the executable's directory and up to
/// ``maxLevelsUp`` of its parents (so `.build/debug/cookbook` finds `../../Assets`, and a test
/// bundle deep inside `.build` finds the package's folder); then, for a program installed under a
/// prefix (`make install`), `PREFIX/share/NAME` beside its `PREFIX/bin/NAME` — the freedesktop
/// place for a program's read-only data. A directory counts only when it holds a `Fonts` folder. A program without one still draws text: the backend falls back to
/// the system's DejaVu Sans and says so once on stderr.
public struct AssetLocator: Sendable {
    /// The environment variable that overrides the search, for any program on this backend.
    public static let genericEnvironmentVariable = "SDLBACKEND_ASSETS"
    /// The cookbook's own name for the override, still honoured after the generic one.
    public static let environmentVariable = "COOKBOOK_ASSETS"
    /// The overriding variables in the order they are read.
    public static let environmentVariables = [genericEnvironmentVariable, environmentVariable]
    /// How many parent directories of the executable are tried (`.build/x86_64-unknown-linux-gnu/debug/X.xctest/…` is five deep).
    public static let maxLevelsUp = 6

    /// The located assets directory.
    public let root: URL

    /// Locates the assets directory or throws an error listing every place searched.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                executablePath: String? = AssetLocator.runningExecutablePath()) throws {
        var searched: [String] = []
        for variable in Self.environmentVariables {
            guard let override = environment[variable], !override.isEmpty else {
                searched.append("$\(variable) (unset)")
                continue
            }
            let url = URL(fileURLWithPath: override, isDirectory: true)
            if Self.isAssets(url) { root = url.standardizedFileURL; return }
            // An explicit override that is wrong is an error, not a hint to keep looking.
            throw SDLError("assets not found: $\(variable)=\(override) has no Fonts folder")
        }
        let cwd = URL(fileURLWithPath: currentDirectory, isDirectory: true).appendingPathComponent("Assets")
        searched.append(cwd.path)
        if Self.isAssets(cwd) { root = cwd.standardizedFileURL; return }
        if let executablePath {
            let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
            var dir = executable.deletingLastPathComponent()
            for _ in 0...Self.maxLevelsUp {
                let candidate = dir.appendingPathComponent("Assets", isDirectory: true)
                searched.append(candidate.standardizedFileURL.path)
                if Self.isAssets(candidate) { root = candidate.standardizedFileURL; return }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
            // Installed: PREFIX/bin/NAME reads PREFIX/share/NAME.
            let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share", isDirectory: true).appendingPathComponent(executable.lastPathComponent, isDirectory: true)
            searched.append(installed.standardizedFileURL.path)
            if Self.isAssets(installed) { root = installed.standardizedFileURL; return }
        }
        throw SDLError("assets not found; searched: " + searched.joined(separator: ", "))
    }

    /// An explicit assets directory (tests, tools).
    public init(root: URL) { self.root = root }

    /// The fonts folder.
    public var fonts: URL { root.appendingPathComponent("Fonts", isDirectory: true) }
    /// The images folder (PNG files looked up by name).
    public var images: URL { root.appendingPathComponent("Images", isDirectory: true) }
    /// The data folder (recipes, palettes, drinks).
    public var data: URL { root.appendingPathComponent("Data", isDirectory: true) }

    /// The running executable's path, read from `/proc/self/exe` (falling back to `argv[0]`).
    ///
    /// `Bundle.main` is avoided on purpose: on Linux it traps when a folder above the executable
    /// cannot be entered by the current user, and a missing Assets folder must be a one-line
    /// error, never a crash.
    public static func runningExecutablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return CommandLine.arguments.first
    }

    private static func isAssets(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("Fonts").path, isDirectory: &isDir) && isDir.boolValue
    }
}
