import Foundation
import UICore

extension SDLApp {
    /// The options ``SDLApp/run(title:size:canvas:arguments:content:)`` reads — the `cookbook`
    /// options that apply to any app: `--size WxH`, `--fullscreen`, `--renderer auto|gpu|software`,
    /// `--trace FILE`, `--speak`, and for offscreen runs `--headless`, `--keys K1,K2,…`,
    /// `--type TEXT` and `--shot FILE.png`. Other arguments are the program's own and are skipped.
    struct Options: Equatable {
        /// Run offscreen instead of opening a window.
        var headless = false
        /// What a headless run does, in order.
        var steps: [HeadlessInput] = []
        /// Where a headless run saves its last frame.
        var shot: String?
        /// The window's size (window coordinates); nil: the caller's.
        var size: Size?
        /// Whether the window fills the screen.
        var fullscreen = false
        /// The window's drawing path.
        var renderer = RendererChoice.auto
        /// Where the trace's JSON lines go.
        var trace: String?
        /// Whether spoken feedback starts on.
        var speak = false

        /// The keys a headless run presses, in order (its text steps left out).
        var keys: [KeyChord] {
            steps.compactMap { if case .key(let chord) = $0 { chord } else { nil } }
        }

        /// Reads the options.
        ///
        /// - Throws: ``SDLError`` naming a key that is not one, a value that is not one the
        ///   option takes, or an option missing its value.
        init(_ arguments: [String]) throws(SDLError) {
            var i = 0
            func value(_ option: String) throws(SDLError) -> String {
                guard i + 1 < arguments.count else { throw SDLError("\(option) needs a value") }
                i += 1
                return arguments[i]
            }
            while i < arguments.count {
                switch arguments[i] {
                case "--headless": headless = true
                case "--keys":
                    for name in try value("--keys").split(separator: ",", omittingEmptySubsequences: false) {
                        let trimmed = name.trimmingCharacters(in: .whitespaces)
                        guard let chord = KeyChord(trimmed) else {
                            throw SDLError("--keys: unknown key \"\(trimmed)\" (names as replay scripts spell them: right, return, shift+tab …)")
                        }
                        steps.append(.key(chord))
                    }
                case "--type": steps.append(.text(try value("--type")))
                case "--shot": shot = try value("--shot")
                case "--size":
                    let text = try value("--size")
                    let parts = text.lowercased().split(separator: "x")
                    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (64...16_384).contains(w), (64...16_384).contains(h) else {
                        throw SDLError("--size: \"\(text)\" is not a window size (WIDTHxHEIGHT, each 64…16384, such as 1280x720)")
                    }
                    size = Size(width: Double(w), height: Double(h))
                case "--fullscreen": fullscreen = true
                case "--renderer":
                    let text = try value("--renderer")
                    guard let choice = RendererChoice(rawValue: text) else {
                        throw SDLError("--renderer: \"\(text)\" is not a renderer (auto, gpu or software)")
                    }
                    renderer = choice
                case "--trace": trace = try value("--trace")
                case "--speak": speak = true
                default: break
                }
                i += 1
            }
        }
    }
}
