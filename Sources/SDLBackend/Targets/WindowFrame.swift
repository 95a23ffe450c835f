import Foundation
import UIRuntime

/// Where the live window sits on the desktop and how big it is (window coordinates), remembered
/// between launches in `window.json` in the config folder.
public struct WindowFrame: Codable, Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Whether the window was full screen (F11); x, y, width and height are then its windowed frame.
    public var fullscreen: Bool

    public init(x: Int, y: Int, width: Int, height: Int, fullscreen: Bool) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.fullscreen = fullscreen
    }

    /// The largest remembered frame read (bytes): one is under 100 bytes of JSON.
    static let sizeLimit = 4095

    /// The sizes a remembered frame may have (the `--size` limits).
    static let sizes = 64...16384
    /// The farthest a remembered window may sit from the desktop's origin (window coordinates):
    /// far beyond any real arrangement of displays, near enough to rule out garbage.
    static let positionLimit = 1 << 20

    /// Reads a remembered frame; nil when there is none. A file that cannot be read, is not a
    /// frame or holds impossible sizes is a one-line problem (`FILE: problem`), and the window
    /// opens at its default size.
    public static func load(_ url: URL) -> (frame: WindowFrame?, problem: String?) {
        let data: Data
        do { data = try UserFile.read(url.path, limit: sizeLimit) } catch {
            if error == .missing { return (nil, nil) }
            return (nil, "\(url.path): cannot read the remembered window frame: \(error) (ignored)")
        }
        guard let f = try? JSONDecoder().decode(WindowFrame.self, from: data) else {
            return (nil, "\(url.path): not a remembered window frame (ignored)")
        }
        guard sizes.contains(f.width), sizes.contains(f.height) else {
            return (nil, "\(url.path): the remembered window size \(f.width)×\(f.height) is out of range (ignored)")
        }
        guard abs(f.x) < positionLimit, abs(f.y) < positionLimit else {
            return (nil, "\(url.path): the remembered window position \(f.x), \(f.y) is out of range (ignored)")
        }
        return (f, nil)
    }

    /// Writes the frame (creating the folder); returns the problem when it cannot.
    public func save(_ url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(self).write(to: url, options: .atomic)
            return nil
        } catch {
            return "\(url.path): cannot remember the window's frame (\(error.localizedDescription))"
        }
    }
}
