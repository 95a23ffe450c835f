import Foundation
import UICore
import UIRuntime

/// A parsed replay script: commands with their line numbers; a bad line is an error naming
/// `SCRIPT:LINE` and the problem.
public struct ReplayScript: Sendable {
    public var name: String
    public var commands: [(line: Int, command: ReplayCommand)]

    /// The largest script read: a day of scripted input is far below 16 MiB.
    public static let maximumBytes = 16 << 20

    /// Reads and parses the script at `path`: unreadable, oversized or non-UTF-8 files and bad
    /// lines are one ``AppError`` line naming `SCRIPT:LINE` and the problem.
    public static func load(path: String) throws -> ReplayScript {
        let data: Data
        do { data = try UserFile.read(path, limit: maximumBytes) } catch {
            throw AppError("\(path): cannot read the script: \(error)")
        }
        return try ReplayScript(data: data, name: path)
    }

    /// Parses script bytes, naming the line of any invalid UTF-8.
    public init(data: Data, name: String) throws {
        if let bad = UTF8Check.firstInvalidOffset(Array(data)) {
            throw AppError("\(name):\(UTF8Check.line(of: bad, in: data)): invalid UTF-8 (byte 0x\(String(data[data.startIndex + bad], radix: 16, uppercase: true)))")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), name: name)
    }

    /// Parses script text; `name` is used in error messages.
    public init(text: String, name: String) throws {
        self.name = name
        commands = []
        // Any newline ends a line (CRLF is one Character in Swift, so split on the property).
        for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = Self.stripComment(Substring(raw)).trimmed(" \t\r")
            guard !trimmed.isEmpty else { continue }
            do { commands.append((i + 1, try Self.parse(trimmed))) } catch let e as AppError {
                throw AppError("\(name):\(i + 1): \(e.message)")
            }
        }
    }

    /// A line without its comment: `#` at the start, or `#` after white space (`type Baklava  # note`).
    static func stripComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for i in line.indices {
            if line[i] == "#", previous == " " || previous == "\t" { return line[..<i] }
            previous = line[i]
        }
        return line
    }

    /// The largest wheel step and pointer coordinate a script may use (beyond any real window).
    static let maximumWheel = 1000.0
    static let maximumCoordinate = 100_000.0
    /// The longest `wait`: ten minutes of virtual time.
    static let maximumWaitMilliseconds = 600_000.0

    static let padNames: [String: PadButton] = {
        var m: [String: PadButton] = [:]
        for b in PadButton.allCases { m[b.rawValue.lowercased()] = b }
        m["menu"] = .start; m["start"] = .start; m["back"] = .back
        m["leftshoulder"] = .leftShoulder; m["rightshoulder"] = .rightShoulder
        return m
    }()

    /// The pad families `pad connect` plugs in (docs/interfaces.md).
    static let padFamilies = ["xbox", "playstation", "nintendo"]

    /// A key spec such as `right` or `shift+tab` (lower-cased) as a key and its modifiers.
    static func key(_ spec: String) throws -> (Key, KeyModifiers) {
        var mods: KeyModifiers = []
        var parts = spec.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let keyName = parts.removeLast()
        guard !keyName.isEmpty else { throw AppError("unknown key \(shown(spec))") }
        for m in parts {
            switch m {
            case "shift": mods.insert(.shift)
            case "ctrl", "control": mods.insert(.control)
            case "alt", "option": mods.insert(.option)
            case "cmd", "command", "super": mods.insert(.command)
            default: throw AppError("unknown modifier \(shown(m)) in \(shown("key " + spec))")
            }
        }
        // Named keys, the remote's included (`key back`, `key playpause`, `key homepage`).
        if keyName.count > 1, let k = Key(named: keyName) { return (k, mods) }
        if keyName.count == 1, let c = keyName.first, c.isLetter || c.isNumber || c.isPunctuation {
            return (.character(c), mods)
        }
        throw AppError("unknown key \(shown(keyName))")
    }

    static func parse(_ line: String) throws -> ReplayCommand {
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let verb = parts[0]
        let raw = parts.count > 1 ? parts[1] : ""
        let rest = raw.trimmed(" \t")
        func numbers(_ n: Int) throws -> [Double] {
            let ns = rest.split(separator: " ").compactMap { Double($0) }
            guard ns.count == n, rest.split(separator: " ").count == n, ns.allSatisfy(\.isFinite) else {
                throw AppError("'\(verb)' needs \(n) number\(n == 1 ? "" : "s"), got \(shown(rest))")
            }
            return ns
        }
        func word() throws -> String {
            guard !rest.isEmpty, !rest.contains(" ") else { throw AppError("'\(verb)' needs one name, got \(shown(rest))") }
            guard !rest.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw AppError("'\(verb)' name \(shown(rest)) contains a control character")
            }
            return rest
        }
        switch verb {
        case "screen":
            let name = try word()
            guard Screen(rawValue: name) != nil else {
                throw AppError("unknown screen \(shown(name)) (screens: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return .screen(name)
        case "key":
            let (k, mods) = try key(try word().lowercased())
            return .key(k, mods)
        case "type":
            let t = try Self.text(raw, of: verb)
            guard !t.isEmpty else { throw AppError("'type' needs text") }
            return .type(t)
        case "compose":
            // Everything after "compose " is the composition; none ends it.
            return .compose(try Self.text(raw, of: verb))
        case "pad":
            guard !rest.isEmpty else { throw AppError("'pad' needs a button, 'connect FAMILY' or 'disconnect'") }
            let name = rest.lowercased()
            if name == "disconnect" { return .padDisconnect }
            if name.hasPrefix("connect ") || name == "connect" {
                let family = name.dropFirst("connect".count).trimmed(" \t")
                guard padFamilies.contains(family) else {
                    throw AppError("'pad connect' needs a family (\(padFamilies.joined(separator: ", "))), got \(shown(family))")
                }
                return .padConnect(family)
            }
            guard !name.contains(" ") else { throw AppError("'pad' needs one name, got \(shown(rest))") }
            guard let b = padNames[name] else { throw AppError("unknown pad button \(shown(name))") }
            return .pad(b)
        case "press", "release":
            let sub = rest.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard sub.count == 2, sub[0] == "key" || sub[0] == "pad" else {
                throw AppError("'\(verb)' needs 'key NAME' or 'pad BUTTON', got \(shown(rest))")
            }
            let input: ReplayInput
            if sub[0] == "key" {
                let (k, mods) = try key(sub[1].lowercased())
                input = .key(k, mods)
            } else {
                guard let b = padNames[sub[1].lowercased()] else { throw AppError("unknown pad button \(shown(sub[1]))") }
                input = .pad(b)
            }
            return verb == "press" ? .press(input) : .release(input)
        case "mark": return .mark(try word())
        case "stick":
            let n = try numbers(2)
            guard abs(n[0]) <= 1, abs(n[1]) <= 1 else { throw AppError("stick values must be within -1…1") }
            return .stick(n[0], n[1])
        case "wheel":
            let n = try numbers(1)[0]
            guard abs(n) <= maximumWheel else { throw AppError("wheel notches must be within ±\(Int(maximumWheel)), got \(n)") }
            return .wheel(n)
        case "mouse", "click":
            let n = try numbers(2)
            guard n.allSatisfy({ $0 >= 0 && $0 <= maximumCoordinate }) else {
                throw AppError("'\(verb)' coordinates must be within 0…\(Int(maximumCoordinate)), got \(shown(rest))")
            }
            return verb == "mouse" ? .mouse(n[0], n[1]) : .click(n[0], n[1])
        case "wait":
            let w = try word()
            let ms: Double?
            if w.hasSuffix("ms") { ms = Double(w.dropLast(2)) } else if w.hasSuffix("s") { ms = Double(w.dropLast()).map { $0 * 1000 } } else { ms = nil }
            guard let ms, ms >= 0, ms.isFinite else { throw AppError("'wait' needs a duration like 300ms or 2s, got \(shown(w))") }
            guard ms <= maximumWaitMilliseconds else { throw AppError("'wait' is limited to 10 minutes, got \(shown(w))") }
            return .wait(milliseconds: ms)
        case "shot":
            let name = try word()
            guard !name.contains("/"), !name.hasPrefix(".") else { throw AppError("shot name \(shown(name)) must be a plain file name") }
            return .shot(name)
        case "focus": return .focus(try word())
        case "expect":
            if rest.hasPrefix("speak ") || rest == "speak" {
                // Everything after "speak " is the sentence (commas and spaces included).
                let text = String(rest.dropFirst("speak".count)).trimmed(" \t")
                guard !text.isEmpty else { throw AppError("'expect speak' needs the words spoken") }
                return .expectSpeak(text)
            }
            let sub = rest.split(separator: " ").map(String.init)
            guard sub.count == 2 else { throw AppError("'expect' needs 'focus ID', 'screen NAME' or 'speak TEXT'") }
            switch sub[0] {
            case "focus": return .expectFocus(sub[1])
            case "screen":
                guard Screen(rawValue: sub[1]) != nil else { throw AppError("unknown screen \(shown(sub[1]))") }
                return .expectScreen(sub[1])
            default: throw AppError("unknown expectation \(shown(sub[0])) (focus, screen, speak)")
            }
        default:
            throw AppError("unknown command \(shown(verb))")
        }
    }

    /// The text after a `type` or `compose` verb: everything after it (inner and leading spaces
    /// kept; the comment and trailing white space are not part of it). Text input carries
    /// printable text: a control character (a NUL would cut SDL's C string short) is an error.
    static func text(_ raw: String, of verb: String) throws -> String {
        var t = Substring(raw)
        while let l = t.last, l == " " || l == "\t" { t = t.dropLast() }
        if let c = t.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
            throw AppError("'\(verb)' text contains the control character \(shown(String(c)))")
        }
        return String(t)
    }

    /// Script text quoted for a message: single quotes, invisible characters escaped, clipped.
    static func shown(_ text: String) -> String { JSONText.shown(text, quote: "'") }
}

extension String {
    func trimmed(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
extension Substring {
    func trimmed(_ set: String) -> String { String(self).trimmed(set) }
}
