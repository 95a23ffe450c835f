import Foundation
import SDLBackend
import Testing
import UICore

/// Golden-PNG snapshots for the software renderer.
///
/// Goldens live in `Golden/` beside this file and are read from the test bundle; with
/// `RECORD_SNAPSHOTS=1` the tests write them into the source tree instead of comparing.
/// On a mismatch the actual image is written to `$TMPDIR/SDLBackendSnapshots/NAME.png`.
enum Snapshot {
    /// Per-channel difference tolerated (font rasterisers may differ by a few levels).
    static let tolerance = 8
    /// Fraction of pixels allowed to differ beyond the tolerance (hinting jitter on glyph edges).
    static let maxDifferingFraction = 0.003

    /// The assets directory of the package (two levels above this file).
    static func assets(filePath: String = #filePath) -> AssetLocator {
        AssetLocator(root: URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets"))
    }

    /// Whether this run records goldens.
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares the target's pixels with `Golden/NAME.png` (or records it).
    static func check(_ target: HeadlessTarget, _ name: String, filePath: String = #filePath,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        if recording {
            let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
            try target.savePNG(dir.appendingPathComponent("\(name).png").path)
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Golden") else {
            Issue.record("golden \(name).png missing: run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        let golden = try RGBImage.load(url.path)
        let actual = target.image()
        let fraction = actual.differingFraction(from: golden, tolerance: tolerance)
        if fraction > maxDifferingFraction {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("SDLBackendSnapshots/\(name).png")
            try? target.savePNG(out.path)
            Issue.record("snapshot \(name) differs in \(String(format: "%.2f", fraction * 100)) % of pixels; actual: \(out.path)",
                         sourceLocation: sourceLocation)
        }
    }
}
