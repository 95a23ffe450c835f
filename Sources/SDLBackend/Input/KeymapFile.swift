import Foundation
import UICore
import UIRuntime

/// Reads `keymap.toml`, the user's key map, strictly: the documented subset of TOML only.
///
///     # comments, blank lines
///     [keys]
///     up = "w"                       # one key (KeyChord names: ctrl+shift+tab, pageup, q …)
///     select = ["return", "e"]       # or a list
///     [pad]
///     favourite = "x"                # pad buttons: a b x y back guide start leftshoulder
///                                    # rightshoulder dpad-up dpad-down dpad-left dpad-right
///
/// Each entry replaces the defaults of its action for that device. A bad entry (unknown table or
/// action, unknown key or button name, bad syntax, an action given twice) becomes one problem,
/// `FILE:LINE: problem`, and that action keeps its defaults; the other entries still apply. An
/// entry whose key or button another action also has is reported (the entry given last takes it).
/// A file over ``sizeLimit`` is not read; at most ``problemLimit`` problems are listed, then how
/// many more there were.
public enum KeymapFile {
    /// The largest key map read (bytes): a full one is under 2 KB; a 20 MB one took 19 s to read.
    public static let sizeLimit = 64 << 10
    /// The most problems reported one by one (10,000 bad lines printed 10,000 lines on stderr).
    public static let problemLimit = 20

    /// `keymap.toml` in the user's configuration folder.
    public static func file(configDirectory: URL) -> URL { configDirectory.appendingPathComponent("keymap.toml") }

    /// The bindings `file` gives over the defaults (the defaults when it does not exist), and one
    /// message per problem.
    public static func load(_ file: URL) -> (InputBindings, [String]) {
        let data: Data
        do { data = try UserFile.read(file.path, limit: sizeLimit) } catch {
            switch error {
            case .missing: return (.defaults, [])
            case .tooLarge: return (.defaults, ["\(file.path): the key map is larger than \(sizeLimit >> 10) KiB (ignored; the default keys apply)"])
            default: return (.defaults, ["\(file.path): cannot read the key map: \(error) (ignored; the default keys apply)"])
            }
        }
        guard let text = String(data: data, encoding: .utf8) else { return (.defaults, ["\(file.path): the key map is not UTF-8 text"]) }
        let (bindings, problems) = parse(text)
        var lines = problems.prefix(problemLimit).map { "\(file.path):\($0.line): \($0.message)" }
        if problems.count > problemLimit { lines.append("\(file.path): and \(problems.count - problemLimit) more problems") }
        return (bindings, lines)
    }

    /// The bindings a key map's text gives, and its problems by line number (1-based).
    public static func parse(_ text: String) -> (InputBindings, [(line: Int, message: String)]) {
        var bindings = InputBindings.defaults
        var problems: [(line: Int, message: String)] = []
        var table: String?
        var seen: Set<String> = []
        // Entries applied, by line: their table and action, for the conflict check at the end.
        var applied: [(line: Int, table: String, action: InputAction)] = []
        for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = stripComment(String(raw)).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                let name = line.dropFirst().trimmingCharacters(in: .whitespaces)
                guard name.hasSuffix("]"), case let t = name.dropLast().trimmingCharacters(in: .whitespaces), t == "keys" || t == "pad" else {
                    problems.append((i + 1, "unknown table '\(line.prefix(40))' ([keys] or [pad])")); table = nil; continue
                }
                table = t
                continue
            }
            if let problem = entry(line, table: table, seen: &seen, into: &bindings) {
                problems.append((i + 1, problem))
            } else if let table, let eq = line.firstIndex(of: "="),
                      let action = InputAction(rawValue: line[..<eq].trimmingCharacters(in: .whitespaces)) {
                applied.append((i + 1, table, action))
            }
        }
        for entry in applied {
            if let conflict = conflict(of: entry.action, in: entry.table, bindings) { problems.append((entry.line, conflict)) }
        }
        problems.sort { $0.line < $1.line }
        return (bindings, problems)
    }

    /// The first of `action`'s keys (or buttons) that another action has too, as a problem;
    /// nil when none is shared.
    static func conflict(of action: InputAction, in table: String, _ bindings: InputBindings) -> String? {
        func report<Input: Hashable>(_ all: [InputBindings.Binding<Input>], _ name: (Input) -> String) -> String? {
            for mine in all where mine.action == action {
                let others = all.filter { $0.input == mine.input && $0.action != action }.map(\.action.rawValue)
                guard !others.isEmpty, let winner = all.last(where: { $0.input == mine.input })?.action else { continue }
                return "'\(name(mine.input))' is bound to '\(action.rawValue)' and to '\(others.joined(separator: "', '"))': "
                    + "only '\(winner.rawValue)' gets it (the entry given last)"
            }
            return nil
        }
        if table == "keys" { return report(bindings.keys) { KeyChord(key: $0.key, modifiers: $0.modifiers).description } }
        return report(bindings.pads) { $0.rawValue.lowercased() }
    }

    /// Applies one `action = value` line; returns its problem, nil when it applied.
    static func entry(_ line: String, table: String?, seen: inout Set<String>, into bindings: inout InputBindings) -> String? {
        guard let table else { return "an entry outside [keys] or [pad]" }
        guard let eq = line.firstIndex(of: "=") else { return "not 'action = \"key\"'" }
        let name = line[..<eq].trimmingCharacters(in: .whitespaces)
        guard let action = InputAction(rawValue: name) else {
            return "unknown action '\(name.prefix(40))' (\(InputAction.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
        guard !seen.contains("\(table).\(name)") else { return "'\(name)' is given twice in [\(table)]" }
        guard let names = strings(line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)), !names.isEmpty else {
            return "the value of '\(name)' must be \"NAME\" or [\"NAME\", …]"
        }
        if table == "keys" {
            var chords: [InputBindings.KeyChordValue] = []
            for n in names {
                guard let c = KeyChord(n) else { return "unknown key '\(n.prefix(40))'" }
                chords.append(.init(c.key, c.modifiers))
            }
            bindings.bind(action, keys: chords)
        } else {
            var buttons: [PadButton] = []
            for n in names {
                guard let b = PadButton.allCases.first(where: { $0.rawValue.lowercased() == n.lowercased() }) else {
                    return "unknown pad button '\(n.prefix(40))' (\(PadButton.allCases.map { $0.rawValue.lowercased() }.joined(separator: ", ")))"
                }
                buttons.append(b)
            }
            bindings.bind(action, pad: buttons)
        }
        seen.insert("\(table).\(name)")
        return nil
    }

    /// `"a"` or `["a", "b"]` (basic strings without escapes); nil for anything else.
    static func strings(_ value: String) -> [String]? {
        if value.hasPrefix("[") {
            guard value.hasSuffix("]") else { return nil }
            let inner = value.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            if inner.isEmpty { return [] }
            var items = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if items.last == "" { items.removeLast() } // TOML allows a trailing comma
            var out: [String] = []
            for item in items {
                guard let s = string(item) else { return nil }
                out.append(s)
            }
            return out
        }
        return string(value).map { [$0] }
    }

    /// One basic string `"…"` without escapes or inner quotes.
    static func string(_ text: String) -> String? {
        guard text.count >= 3, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let body = text.dropFirst().dropLast()
        guard !body.contains("\""), !body.contains("\\") else { return nil }
        return String(body)
    }

    /// The line without a `#` comment (a `#` inside a string stays).
    static func stripComment(_ line: String) -> String {
        var inString = false
        for (i, c) in zip(line.indices, line) {
            if c == "\"" { inString.toggle() }
            if c == "#", !inString { return String(line[..<i]) }
        }
        return line
    }
}
