import Foundation
import Widgets

/// Starts the caffeine widget's extension as `cookbook widget-extension --data-dir DIR`, from
/// the running executable, on the app's data directory (the store both processes share).
enum WidgetExtensionLauncher {
    /// The running `cookbook` binary.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// Starts an extension over `dataDirectory`.
    static func start(dataDirectory: URL) throws -> ProcessWidgetTransport {
        try ProcessWidgetTransport(executable: executable, arguments: ["widget-extension", "--data-dir", dataDirectory.path])
    }

    /// A launcher for the extension over `dataDirectory`.
    static func launcher(dataDirectory: URL) -> () throws -> any WidgetTransport {
        { try start(dataDirectory: dataDirectory) }
    }
}
