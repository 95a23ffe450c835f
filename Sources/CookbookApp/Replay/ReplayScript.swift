import UICore

/// A parsed replay script: commands with their line numbers; a bad line is an error naming
/// `SCRIPT:LINE` and the problem.
public struct ReplayScript: Sendable {
    public var name: String
    public var commands: [(line: Int, command: ReplayCommand)]

    /// Parses script text; `name` is used in error messages.
    public init(text: String, name: String) throws {
        self.name = name
        commands = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#"), !line.hasPrefix("type ") { line = line[..<hash] }
            let trimmed = line.trimmed(" \t\r")
            guard !trimmed.isEmpty else { continue }
            do { commands.append((i + 1, try Self.parse(trimmed))) } catch let e as AppError {
                throw AppError("\(name):\(i + 1): \(e.message)")
            }
        }
    }

    static let keyNames: [String: Key] = [
        "up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow, "tab": .tab,
        "return": .return, "enter": .return, "space": .space, "escape": .escape, "esc": .escape,
        "backspace": .delete, "delete": .deleteForward, "home": .home, "end": .end,
        "pageup": .pageUp, "pagedown": .pageDown,
    ]

    static let padNames: [String: PadButton] = {
        var m: [String: PadButton] = [:]
        for b in PadButton.allCases { m[b.rawValue.lowercased()] = b }
        m["menu"] = .start; m["start"] = .start; m["back"] = .back
        m["leftshoulder"] = .leftShoulder; m["rightshoulder"] = .rightShoulder
        return m
    }()

    static func parse(_ line: String) throws -> ReplayCommand {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = parts[0]
        let rest = parts.count > 1 ? parts[1].trimmed(" \t") : ""
        func numbers(_ n: Int) throws -> [Double] {
            let ns = rest.split(separator: " ").compactMap { Double($0) }
            guard ns.count == n, rest.split(separator: " ").count == n, ns.allSatisfy(\.isFinite) else {
                throw AppError("'\(verb)' needs \(n) number\(n == 1 ? "" : "s"), got '\(rest)'")
            }
            return ns
        }
        func word() throws -> String {
            guard !rest.isEmpty, !rest.contains(" ") else { throw AppError("'\(verb)' needs one name, got '\(rest)'") }
            return rest
        }
        switch verb {
        case "screen":
            let name = try word()
            guard Screen(rawValue: name) != nil else {
                throw AppError("unknown screen '\(name)' (screens: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return .screen(name)
        case "key":
            let spec = try word().lowercased()
            var mods: KeyModifiers = []
            var parts = spec.split(separator: "+").map(String.init)
            let keyName = parts.removeLast()
            for m in parts {
                switch m {
                case "shift": mods.insert(.shift)
                case "ctrl", "control": mods.insert(.control)
                case "alt", "option": mods.insert(.option)
                case "cmd", "command", "super": mods.insert(.command)
                default: throw AppError("unknown modifier '\(m)' in 'key \(spec)'")
                }
            }
            if let k = keyNames[keyName] { return .key(k, mods) }
            if keyName.count == 1, let c = keyName.first, c.isLetter || c.isNumber || c.isPunctuation {
                return .key(.character(c), mods)
            }
            throw AppError("unknown key '\(keyName)'")
        case "type":
            guard !rest.isEmpty else { throw AppError("'type' needs text") }
            return .type(rest)
        case "pad":
            let name = try word().lowercased()
            guard let b = padNames[name] else { throw AppError("unknown pad button '\(name)'") }
            return .pad(b)
        case "stick":
            let n = try numbers(2)
            guard abs(n[0]) <= 1, abs(n[1]) <= 1 else { throw AppError("stick values must be within -1…1") }
            return .stick(n[0], n[1])
        case "wheel": return .wheel(try numbers(1)[0])
        case "mouse": let n = try numbers(2); return .mouse(n[0], n[1])
        case "click": let n = try numbers(2); return .click(n[0], n[1])
        case "wait":
            let w = try word()
            let ms: Double?
            if w.hasSuffix("ms") { ms = Double(w.dropLast(2)) } else if w.hasSuffix("s") { ms = Double(w.dropLast()).map { $0 * 1000 } } else { ms = nil }
            guard let ms, ms >= 0, ms.isFinite else { throw AppError("'wait' needs a duration like 300ms or 2s, got '\(w)'") }
            return .wait(milliseconds: ms)
        case "shot":
            let name = try word()
            guard !name.contains("/"), !name.hasPrefix(".") else { throw AppError("shot name '\(name)' must be a plain file name") }
            return .shot(name)
        case "focus": return .focus(try word())
        case "expect":
            let sub = rest.split(separator: " ").map(String.init)
            guard sub.count == 2 else { throw AppError("'expect' needs 'focus ID' or 'screen NAME'") }
            switch sub[0] {
            case "focus": return .expectFocus(sub[1])
            case "screen": return .expectScreen(sub[1])
            default: throw AppError("unknown expectation '\(sub[0])' (focus, screen)")
            }
        default:
            throw AppError("unknown command '\(verb)'")
        }
    }
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
