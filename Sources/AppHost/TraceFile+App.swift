import CookbookApp
import UIRuntime

extension TraceFile {
    /// The trace file at `path`, or the app's one-line error naming it.
    static func opened(_ path: String) throws(AppError) -> TraceFile {
        do { return try TraceFile(path: path) } catch { throw AppError(error.description) }
    }
}
