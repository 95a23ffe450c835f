import CSDL2
import Foundation
import UIRuntime

/// Loads game-controller mappings in the community SDL_GameControllerDB format
/// (`gamecontrollerdb.txt`: one `GUID,name,a:b0,b:b1,…,platform:Linux,` mapping a line, `#`
/// comments) into SDL with `SDL_GameControllerAddMapping`, so pads SDL does not know become usable.
///
/// Lines for another platform are skipped (as SDL's own file loader does); a line SDL would reject,
/// ignore in part or crash on (a button, axis or hat number out of range) is reported once, as
/// `FILE:LINE: problem`, and skipped; the rest still load.
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

    /// The largest mapping file read (bytes): several times the community SDL_GameControllerDB
    /// (every pad of every platform: a few thousand lines of about 200 bytes, our estimate, not
    /// measured here); a 200 MB file cost 864 MB of memory and 22–41 s of start-up.
    public static let sizeLimit = 4 << 20

    /// Adds every mapping of the files that exist; returns one message per bad line (and per
    /// unreadable file). Requires ``SDLSession/initialize(_:)``.
    public static func load(_ files: [URL]) -> [String] {
        var problems: [String] = []
        for file in files {
            let data: Data
            do { data = try UserFile.read(file.path, limit: sizeLimit) } catch {
                if error != .missing { problems.append("\(file.path): cannot read the controller mappings: \(error) (ignored)") }
                continue
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
    /// The buttons a mapping may bind (SDL 2.26's button names).
    static let buttons: Set<String> = [
        "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder", "rightshoulder",
        "dpup", "dpdown", "dpleft", "dpright", "misc1", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad",
    ]
    /// The axes a mapping may bind (SDL 2.26's axis names); only these take a `+`/`-` half-axis prefix.
    static let axes: Set<String> = ["leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger"]
    /// The elements a mapping may bind.
    static var elements: Set<String> { buttons.union(axes) }

    /// The largest button or axis number a binding may name. SDL 2.26 reads the number with
    /// `SDL_atoi` into an `int` and checks only its upper end against the pad's count, so
    /// `b2147483648` wraps to a negative index that SDL reads and writes out of bounds when the
    /// pad opens. Real pads stay far below (Linux's evdev has at most 64 axes, `ABS_CNT`), so
    /// 255 (our limit) refuses only nonsense.
    static let maximumIndex = 255
    /// The largest hat number: SDL 2.26's parser reads exactly one digit before the dot
    /// (`h10.1` is dropped without a word), so a hat is 0…9.
    static let maximumHat = 9
    /// The hat directions a binding may name: SDL_HAT_UP, SDL_HAT_RIGHT, SDL_HAT_DOWN, SDL_HAT_LEFT.
    static let hatDirections: Set<Int> = [1, 2, 4, 8]
    /// The most digits a button, axis or hat number may have: 3 covers ``maximumIndex``, and a
    /// field stays within SDL's 20-byte buffer for one binding.
    static let maximumDigits = 3

    /// A small decimal number (1 to ``maximumDigits`` ASCII digits), nil for anything else.
    static func smallNumber(_ text: Substring) -> Int? {
        guard (1...maximumDigits).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// Why `text` is not a joystick binding SDL can use for `element`, nil when it is one:
    /// `b3`, `a1` (optionally `+a1`, `-a1`, `a1~`), `h0.4`, every number within SDL's ranges.
    static func bindingProblem(_ text: Substring, for element: String) -> String? {
        let shown = "'\(text.prefix(40))' for '\(element)'"
        let bad = "bad binding '\(text.prefix(40))' for '\(element)' (b0, a1, h0.4, +a2, a3~)"
        var s = text
        var modified = false
        if s.first == "+" || s.first == "-" { s = s.dropFirst(); modified = true }
        if s.last == "~" { s = s.dropLast(); modified = true }
        guard let kind = s.first else { return bad }
        let rest = s.dropFirst()
        let digitsOnly = { (t: Substring) in !t.isEmpty && t.allSatisfy { $0.isASCII && $0.isNumber } }
        switch kind {
        case "a", "b":
            guard digitsOnly(rest) else { return bad }
            guard let n = smallNumber(rest), n <= maximumIndex else {
                return "bad binding \(shown): \(kind == "a" ? "axis" : "button") numbers go from 0 to \(maximumIndex)"
            }
            if kind == "b", modified { return "bad binding \(shown): only an axis (aN) takes +, - or ~" }
            return nil
        case "h":
            let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy(digitsOnly) else { return bad }
            if modified { return "bad binding \(shown): only an axis (aN) takes +, - or ~" }
            guard let hat = smallNumber(parts[0]), hat <= maximumHat else {
                return "bad binding \(shown): hat numbers go from 0 to \(maximumHat)"
            }
            guard let direction = smallNumber(parts[1]), hatDirections.contains(direction) else {
                return "bad binding \(shown): a hat direction is 1, 2, 4 or 8 (up, right, down, left)"
            }
            return nil
        default: return bad
        }
    }

    /// Why a `platform:`, `crc:`, `hint:` or `sdk…:` field's value is bad, nil when it is fine.
    static func metaProblem(_ name: String, _ value: Substring) -> String? {
        switch name {
        case "platform": value.isEmpty ? "the platform field is empty (platform:Linux)" : nil
        case "crc": value.count == 4 && value.allSatisfy(\.isHexDigit) ? nil : "bad crc '\(value.prefix(40))' (4 hex digits)"
        case "hint": value.isEmpty ? "the hint field is empty" : nil
        default: smallNumber(value) == nil ? "bad \(name) '\(value.prefix(40))' (an Android API level)" : nil
        }
    }

    /// Why `line` is not a mapping SDL can use, nil when it is one. `forThisPlatform` tells
    /// whether to look at its bindings: a line for another platform is skipped unread, as SDL's
    /// own file loader does.
    static func check(_ line: String) -> (problem: String?, forThisPlatform: Bool) {
        let fields = line.split(separator: ",", omittingEmptySubsequences: true)
        guard fields.count >= 3 else { return ("not a controller mapping (GUID,name,mappings…)", true) }
        let guid = fields[0]
        guard guid.count == 32 || guid == "xinput", guid == "xinput" || guid.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            return ("bad controller GUID '\(guid.prefix(40))' (32 hex digits)", true)
        }
        guard !fields[1].trimmingCharacters(in: .whitespaces).isEmpty else { return ("the controller has no name", true) }
        let platforms = fields.dropFirst(2).filter { $0.hasPrefix("platform:") }
        guard platforms.count <= 1 else { return ("more than one platform field", true) }
        if let p = platforms.first {
            let name = p.dropFirst("platform:".count)
            if let problem = metaProblem("platform", name) { return (problem, true) }
            if name != platform { return (nil, false) }
        }
        // SDL accepts unknown elements and bindings silently, and out-of-range numbers fatally: check each one first.
        for field in fields.dropFirst(2) {
            let parts = field.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return ("'\(field.prefix(40))' is not ELEMENT:BINDING", true) }
            let name = String(parts[0])
            if metaFields.contains(name) {
                if let problem = metaProblem(name, parts[1]) { return (problem, true) }
                continue
            }
            let element = name.first == "+" || name.first == "-" ? String(name.dropFirst()) : name
            guard elements.contains(element) else { return ("unknown controller element '\(name.prefix(40))'", true) }
            if element != name, !axes.contains(element) {
                return ("'\(name)': only an axis (leftx, lefttrigger…) takes a + or - half", true)
            }
            if let problem = bindingProblem(parts[1], for: name) { return (problem, true) }
        }
        return (nil, true)
    }

    /// Adds one line's mapping; returns the problem when the line is bad, nil when it was added
    /// or is a comment, blank or for another platform.
    static func add(_ line: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let (problem, forThisPlatform) = check(text)
        if let problem { return problem }
        guard forThisPlatform else { return nil }
        let result = SDLSession.withLock { SDL_GameControllerAddMapping(text) }
        guard result >= 0 else {
            let why = SDLSession.withLock { String(cString: SDL_GetError()) }
            return "bad controller mapping (\(why.isEmpty ? "SDL rejected it" : why))"
        }
        return nil
    }
}
