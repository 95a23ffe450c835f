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

    /// A launcher of extensions over `dataDirectory`, which can start one ahead of need
    /// (``PrestartedLauncher``): the live window and `cookbook replay` both prestart one, so
    /// the widget screen's first visit does not wait for a process to start.
    static func prestarting(dataDirectory: URL) -> PrestartedLauncher<ProcessWidgetTransport> {
        PrestartedLauncher { try start(dataDirectory: dataDirectory) }
    }
}
