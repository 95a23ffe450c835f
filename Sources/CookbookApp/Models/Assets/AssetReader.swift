import Foundation
import UICore
import JSONReading

/// Reads one asset file (`recipes.json`, `palettes.json`, `drinks.json`) strictly: every field
/// typed and range-checked, every problem one ``AppError`` line `FILE:LINE: what is wrong`.
public struct AssetReader: Sendable {
    /// The largest asset file read: the shipped files are under 20 KB, so 4 MiB leaves room for
    /// a far bigger catalogue while refusing a runaway file before parsing it.
    public static let maximumFileBytes = 4 << 20
    /// The most entries an asset array may hold (the grid and gallery are built for dozens).
    public static let maximumEntries = 10_000
    /// The longest name or summary text, in characters (a long paragraph; names truncate on screen).
    public static let maximumTextLength = 2_000

    /// The file name used in messages.
    public let file: String

    /// A reader naming `file` in its messages.
    public init(file: String) { self.file = file }

    /// Parses `data` as a JSON array and reads each entry with `entry` (which gets the entry and
    /// a label such as `entry 3`); ids returned by `id` must be unique.
    public func entries<T>(_ data: Data, id: (T) -> String, _ entry: (JSONValue, String) throws(AppError) -> T) throws(AppError) -> [T] {
        guard data.count <= Self.maximumFileBytes else {
            throw AppError("\(file): the file is too large (\(data.count) bytes, at most \(Self.maximumFileBytes))")
        }
        let root: JSONValue
        do { root = try JSONReader.read(data) } catch {
            throw AppError("\(file):\(error.line): not valid JSON: \(error.problem)")
        }
        guard let items = root.array else { throw fail(root, "expected an array of entries, found \(root.kindName)") }
        guard items.count <= Self.maximumEntries else {
            throw fail(root, "too many entries (\(items.count), at most \(Self.maximumEntries))")
        }
        var seen: Set<String> = []
        var out: [T] = []
        out.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let label = "entry \(i + 1)"
            guard item.members != nil else { throw fail(item, "\(label): expected an object, found \(item.kindName)") }
            let value = try entry(item, label)
            guard seen.insert(id(value)).inserted else { throw fail(item, "\(label): duplicate id \(JSONText.shown(id(value)))") }
            out.append(value)
        }
        return out
    }

    /// The error for a value: `FILE:LINE: problem`.
    public func fail(_ value: JSONValue, _ problem: String) -> AppError { AppError("\(file):\(value.line): \(problem)") }

    /// The member `key` of an entry, or an error naming it as missing.
    public func field(_ entry: JSONValue, _ key: String, _ label: String) throws(AppError) -> JSONValue {
        guard let v = entry[key], v.isPresent else { throw fail(entry, "\(label): missing \"\(key)\"") }
        return v
    }

    /// A string field of 1…`maxLength` characters without control characters.
    public func text(_ entry: JSONValue, _ key: String, _ label: String, maxLength: Int = maximumTextLength) throws(AppError) -> String {
        try text(field(entry, key, label), "\(label): \"\(key)\"", maxLength: maxLength)
    }

    /// A string value of 1…`maxLength` characters without control characters.
    public func text(_ v: JSONValue, _ what: String, maxLength: Int = maximumTextLength) throws(AppError) -> String {
        guard let s = v.string else { throw fail(v, "\(what) must be a string, found \(v.kindName)") }
        guard !s.isEmpty else { throw fail(v, "\(what) is empty") }
        guard s.unicodeScalars.count <= maxLength * 4, s.count <= maxLength else {
            throw fail(v, "\(what) is too long (\(s.count) characters, at most \(maxLength))")
        }
        guard !s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw fail(v, "\(what) contains a control character: \(JSONText.shown(s))")
        }
        return s
    }

    /// An id: 1…100 characters of a–z, 0–9 and '-' (ids become focus ids and file keys).
    public func id(_ entry: JSONValue, _ key: String, _ label: String) throws(AppError) -> String {
        let v = try field(entry, key, label)
        let s = try text(v, "\(label): \"\(key)\"", maxLength: 100)
        guard s.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw fail(v, "\(label): \"\(key)\" \(JSONText.shown(s)) may hold only a-z, 0-9 and '-'")
        }
        return s
    }

    /// A whole number within `range`.
    public func integer(_ entry: JSONValue, _ key: String, _ label: String, in range: ClosedRange<Int>, unit: String = "") throws(AppError) -> Int {
        let v = try field(entry, key, label)
        let bounds = "a whole number from \(range.lowerBound) to \(range.upperBound)\(unit)"
        guard let n = v.number else { throw fail(v, "\(label): \"\(key)\" must be \(bounds), found \(v.kindName)") }
        guard n.isFinite, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw fail(v, "\(label): \"\(key)\" must be \(bounds), got \(n.isFinite && abs(n) < 1e15 && n == n.rounded() ? String(Int(n)) : "\(n)")")
        }
        return Int(n)
    }

    /// An array of `count` "#RRGGBB" colours.
    public func colors(_ entry: JSONValue, _ key: String, _ label: String, count: ClosedRange<Int>) throws(AppError) -> [String] {
        let v = try field(entry, key, label)
        guard let items = v.array else { throw fail(v, "\(label): \"\(key)\" must be an array of \"#RRGGBB\" colours, found \(v.kindName)") }
        guard count.contains(items.count) else {
            throw fail(v, "\(label): \"\(key)\" must hold \(count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)") colours, found \(items.count)")
        }
        var out: [String] = []
        for (i, item) in items.enumerated() {
            let s = try text(item, "\(label): \"\(key)\"[\(i)]", maxLength: 7)
            guard s.count == 7, s.hasPrefix("#"), s.dropFirst().allSatisfy(\.isHexDigit), Color(hex: s) != nil else {
                throw fail(item, "\(label): \"\(key)\"[\(i)] \(JSONText.shown(s)) is not a \"#RRGGBB\" colour")
            }
            out.append(s)
        }
        return out
    }

    /// An emoji: one to eight characters (a ZWJ sequence is one character).
    public func emoji(_ entry: JSONValue, _ key: String, _ label: String) throws(AppError) -> String {
        try text(entry, key, label, maxLength: 8)
    }
}
