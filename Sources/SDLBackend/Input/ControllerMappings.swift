import CSDL2
import Foundation

/// Loads game-controller mappings in the community SDL_GameControllerDB format
/// (`gamecontrollerdb.txt`: one `GUID,name,a:b0,b:b1,…,platform:Linux,` mapping a line, `#`
/// comments) into SDL with `SDL_GameControllerAddMapping`, so pads SDL does not know become usable.
///
/// Lines for another platform are skipped (as SDL's own file loader does); a line SDL rejects is
/// reported once, as `FILE:LINE: problem`, and skipped; the rest still load.
public enum ControllerMappings {
    /// The platform name SDL writes in mappings for this system (`platform:Linux`).
    static var platform: String { String(cString: SDL_GetPlatform()) }

    /// The mapping files read at start-up, in order: the app's own (`Assets/gamecontrollerdb.txt`)
    /// and then the user's (`$XDG_CONFIG_HOME/cookbook/gamecontrollerdb.txt`, else
    /// `~/.config/cookbook/…`), so the user's mappings win for the same pad.
    public static func files(assets: URL, configDirectory: URL) -> [URL] {
        [assets.appendingPathComponent("gamecontrollerdb.txt"),
         configDirectory.appendingPathComponent("gamecontrollerdb.txt")]
    }

    /// Adds every mapping of the files that exist; returns one message per bad line (and per
    /// unreadable file). Requires ``SDLSession/initialize(_:)``.
    public static func load(_ files: [URL]) -> [String] {
        var problems: [String] = []
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            guard let data = try? Data(contentsOf: file) else {
                problems.append("\(file.path): cannot read the controller mappings"); continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                problems.append("\(file.path): controller mappings are not UTF-8 text"); continue
            }
            for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
                if let problem = add(String(raw)) { problems.append("\(file.path):\(i + 1): \(problem)") }
            }
        }
        return problems
    }

    /// Fields that are not button or axis bindings.
    static let metaFields: Set<String> = ["platform", "crc", "hint", "sdk>=", "sdk<="]
    /// The elements a mapping may bind (SDL 2.26's button and axis names).
    static let elements: Set<String> = [
        "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder", "rightshoulder",
        "dpup", "dpdown", "dpleft", "dpright", "misc1", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad",
        "leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger",
    ]

    /// Whether `text` is a joystick binding: `b3`, `a1` (optionally `+a1`, `-a1`, `a1~`), `h0.4`.
    static func isBinding(_ text: Substring) -> Bool {
        var s = text
        if s.first == "+" || s.first == "-" { s = s.dropFirst() }
        if s.last == "~" { s = s.dropLast() }
        guard let kind = s.first else { return false }
        let rest = s.dropFirst()
        switch kind {
        case "b", "a": return !rest.isEmpty && rest.allSatisfy(\.isASCII) && rest.allSatisfy(\.isNumber)
        case "h":
            let hp = rest.split(separator: ".", omittingEmptySubsequences: false)
            return hp.count == 2 && hp.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        default: return false
        }
    }

    /// Adds one line's mapping; returns the problem when the line is bad, nil when it was added
    /// or is a comment, blank or for another platform.
    static func add(_ line: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let fields = text.split(separator: ",", omittingEmptySubsequences: true)
        guard fields.count >= 3 else { return "not a controller mapping (GUID,name,mappings…)" }
        let guid = fields[0]
        guard guid.count == 32 || guid == "xinput", guid == "xinput" || guid.allSatisfy(\.isHexDigit) else {
            return "bad controller GUID '\(guid.prefix(40))' (32 hex digits)"
        }
        guard !fields[1].trimmingCharacters(in: .whitespaces).isEmpty else { return "the controller has no name" }
        if let p = fields.first(where: { $0.hasPrefix("platform:") }), p.dropFirst("platform:".count) != platform {
            return nil
        }
        // SDL accepts unknown elements and bindings silently: check each one first.
        for field in fields.dropFirst(2) {
            let parts = field.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return "'\(field.prefix(40))' is not ELEMENT:BINDING" }
            let element = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
            if metaFields.contains(String(element)) { continue }
            guard elements.contains(String(element)) else { return "unknown controller element '\(element.prefix(40))'" }
            guard isBinding(parts[1]) else { return "bad binding '\(parts[1].prefix(40))' for '\(element)' (b0, a1, h0.4, +a2, a3~)" }
        }
        let result = SDLSession.withLock { SDL_GameControllerAddMapping(text) }
        guard result >= 0 else {
            let why = SDLSession.withLock { String(cString: SDL_GetError()) }
            return "bad controller mapping (\(why.isEmpty ? "SDL rejected it" : why))"
        }
        return nil
    }
}
