import Foundation

extension SDLApp {
    /// The options ``SDLApp/run(title:size:canvas:arguments:content:)`` reads: `--headless`,
    /// `--keys K1,K2,…`, `--shot FILE.png`. Other arguments are the program's own and are skipped.
    struct Options: Equatable {
        /// Run offscreen instead of opening a window.
        var headless = false
        /// The keys a headless run presses, in order.
        var keys: [KeyChord] = []
        /// Where a headless run saves its last frame.
        var shot: String?

        /// Reads the options.
        ///
        /// - Throws: ``SDLError`` naming a key that is not one, or an option missing its value.
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
                        keys.append(chord)
                    }
                case "--shot": shot = try value("--shot")
                default: break
                }
                i += 1
            }
        }
    }
}
