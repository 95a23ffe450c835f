import CookbookApp
import Foundation

/// The `--trace FILE` of `cookbook` and `cookbook replay`: JSON lines written as they happen
/// (each line is one unbuffered `write`, so a reader sees it at once, even if the app is killed).
final class TraceFile {
    private let handle: FileHandle

    /// Creates (or empties) the file at `path`, creating its folder; a one-line error naming the
    /// file when it cannot be written.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
            throw AppError("\(path): cannot write the trace file")
        }
        handle = h
    }

    deinit { try? handle.close() }

    /// Writes one line (the newline is added).
    func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
