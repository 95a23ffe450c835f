import Foundation
import UICore
import FocusEngine
import JSONReading

/// A layout file of the focus debugger (`cookbook focus-debug LAYOUT.json`), as docs/interfaces.md
/// describes it.
///
/// Node keys: `id` (unique, non-empty), `frame` `[x, y, w, h]` in window points, `focusable`
/// (`true`/`"all"` = all interactions, `"activate"`, `"edit"`, `false`), `focusSection`,
/// `disabled`, `defaultFocus`, `children`. Extensions understood here: `textField` (a text
/// field), `remembersLastFocus` (sections), `scope` (`"modal"` or `"plain"`), `scrollView` (the
/// node's frame is a scroll view's visible frame, clipping its children). Unknown keys are ignored.
public struct FocusLayout: Sendable {
    /// The window size.
    public var size: Size
    /// The locale's layout direction.
    public var layoutDirection: LayoutDirection
    /// The keyboard-navigation setting.
    public var keyboardNavigation: Bool
    /// The top-level nodes.
    public var nodes: [FocusNode]

    /// The tree the engine sees: the nodes inside a root container as large as the window.
    public var root: FocusNode {
        FocusNode(id: "", frame: Rect(origin: .zero, size: size), role: .container, children: nodes)
    }

    /// The largest coordinate or length a layout may give, in points: far beyond any real window
    /// (16384 px is SDL's largest texture), small enough that beam arithmetic stays exact.
    public static let maximumCoordinate = 10_000_000.0

    /// Parses and checks a layout (strict JSON, see `JSONReader`).
    ///
    /// - Throws: ``FocusDebugError`` naming the problem and its line: unreadable JSON, a missing
    ///   or mistyped key, a bad `focusable` value, a duplicate id, a negative size, a number out
    ///   of range.
    public static func parse(_ data: Data) throws(FocusDebugError) -> FocusLayout {
        let file: JSONValue
        do { file = try JSONReader.read(data) } catch {
            throw FocusDebugError("layout is not readable JSON: \(error.problem)", line: error.line)
        }
        guard file.members != nil, let nodesValue = file["nodes"] else {
            throw FocusDebugError("layout must be a JSON object with \"nodes\"", line: file.line)
        }
        let size: Size
        if let s = file["size"], s.isPresent {
            let n = try numbers(s, "size")
            guard n.count == 2 else { throw FocusDebugError("size must be [width, height], got \(n.count) numbers", line: s.line) }
            guard n[0] >= 0, n[1] >= 0 else {
                throw FocusDebugError("size has a negative dimension [\(n[0]), \(n[1])]", line: s.line)
            }
            size = Size(width: n[0], height: n[1])
        } else {
            // No size given: the 1080p window of the docs/interfaces.md example.
            size = Size(width: 1920, height: 1080)
        }
        let direction: LayoutDirection
        switch try string(file["layoutDirection"], "layoutDirection") ?? "leftToRight" {
        case "leftToRight": direction = .leftToRight
        case "rightToLeft": direction = .rightToLeft
        case let other:
            throw FocusDebugError("unknown layoutDirection \(JSONText.shown(other)) (expected leftToRight or rightToLeft)",
                                  line: file["layoutDirection"]?.line)
        }
        let keyboardNavigation = try bool(file["keyboardNavigation"], "keyboardNavigation") ?? true
        guard let list = nodesValue.array else { throw FocusDebugError("nodes: expected an array", line: nodesValue.line) }
        var seen: Set<String> = []
        var nodes: [FocusNode] = []
        for (i, spec) in list.enumerated() { nodes.append(try node(spec, path: "nodes[\(i)]", seen: &seen)) }
        return FocusLayout(size: size, layoutDirection: direction, keyboardNavigation: keyboardNavigation, nodes: nodes)
    }

    private static func node(_ spec: JSONValue, path: String, seen: inout Set<String>) throws(FocusDebugError) -> FocusNode {
        guard spec.members != nil else { throw FocusDebugError("\(path): expected an object", line: spec.line) }
        guard let idValue = spec["id"] else { throw FocusDebugError("\(path): missing \"id\"", line: spec.line) }
        guard let id = idValue.string else { throw FocusDebugError("\(path).id: expected a string", line: idValue.line) }
        guard !id.isEmpty else { throw FocusDebugError("a node has an empty id", line: idValue.line) }
        guard seen.insert(id).inserted else { throw FocusDebugError("duplicate id \(JSONText.shown(id))", line: idValue.line) }
        guard let frameValue = spec["frame"] else { throw FocusDebugError("\(path): missing \"frame\"", line: spec.line) }
        let f = try numbers(frameValue, "\(path).frame")
        guard f.count == 4 else {
            throw FocusDebugError("node \(JSONText.shown(id)): frame must be [x, y, width, height], got \(f.count) numbers",
                                  line: frameValue.line)
        }
        guard f[2] >= 0, f[3] >= 0 else {
            throw FocusDebugError("node \(JSONText.shown(id)) has a negative size [\(f[2]), \(f[3])]", line: frameValue.line)
        }
        let role: FocusNode.Role
        if let interactions = try focusable(spec["focusable"], "\(path).focusable") {
            role = .focusable(interactions)
        } else if try bool(spec["focusSection"], "\(path).focusSection") == true {
            role = .section
        } else if let scope = try string(spec["scope"], "\(path).scope") {
            switch scope {
            case "modal": role = .scope(modal: true)
            case "plain": role = .scope(modal: false)
            default:
                throw FocusDebugError("node \(JSONText.shown(id)): unknown scope \(JSONText.shown(scope)) (expected modal or plain)",
                                      line: spec["scope"]?.line)
            }
        } else {
            role = .container
        }
        var children: [FocusNode] = []
        if let c = spec["children"], c.isPresent {
            guard let list = c.array else { throw FocusDebugError("\(path).children: expected an array", line: c.line) }
            for (i, child) in list.enumerated() {
                children.append(try node(child, path: "\(path).children[\(i)]", seen: &seen))
            }
        }
        return FocusNode(id: ViewID(id), frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), role: role,
                         isDisabled: try bool(spec["disabled"], "\(path).disabled") ?? false,
                         isTextField: try bool(spec["textField"], "\(path).textField") ?? false,
                         isDefaultFocus: try bool(spec["defaultFocus"], "\(path).defaultFocus") ?? false,
                         remembersLastFocus: try bool(spec["remembersLastFocus"], "\(path).remembersLastFocus") ?? false,
                         clipsContent: try bool(spec["scrollView"], "\(path).scrollView") ?? false,
                         children: children)
    }

    // MARK: - Typed fields

    /// An array of numbers within ±``maximumCoordinate``.
    private static func numbers(_ value: JSONValue, _ path: String) throws(FocusDebugError) -> [Double] {
        guard let items = value.array else { throw FocusDebugError("\(path): expected an array", line: value.line) }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            guard let n = item.number else { throw FocusDebugError("\(path)[\(i)]: expected a number", line: item.line) }
            guard Swift.abs(n) <= maximumCoordinate else {
                throw FocusDebugError("\(path)[\(i)]: \(n) is out of range (at most ±\(Int(maximumCoordinate)) points)", line: item.line)
            }
            out.append(n)
        }
        return out
    }

    /// An optional boolean (null counts as absent).
    private static func bool(_ value: JSONValue?, _ path: String) throws(FocusDebugError) -> Bool? {
        guard let value, value.isPresent else { return nil }
        guard let b = value.bool else { throw FocusDebugError("\(path): expected true or false", line: value.line) }
        return b
    }

    /// An optional string (null counts as absent).
    private static func string(_ value: JSONValue?, _ path: String) throws(FocusDebugError) -> String? {
        guard let value, value.isPresent else { return nil }
        guard let s = value.string else { throw FocusDebugError("\(path): expected a string", line: value.line) }
        return s
    }

    /// `focusable`: true/false, or "activate", "edit", "all" ("automatic" too); nil when not focusable.
    private static func focusable(_ value: JSONValue?, _ path: String) throws(FocusDebugError) -> FocusInteractions? {
        guard let value, value.isPresent else { return nil }
        let shown: String
        switch value.kind {
        case .bool(let flag): return flag ? .automatic : nil
        case .string("activate"): return .activate
        case .string("edit"): return .edit
        case .string("all"), .string("automatic"): return .automatic
        case .string(let word): shown = JSONText.shown(word)
        case .number(let n): shown = "\(n)"
        default: shown = "of this type (\(value.kindName))"
        }
        throw FocusDebugError("\(path): bad focusable value \(shown) (expected true, false, \"activate\", \"edit\" or \"all\")",
                              line: value.line)
    }
}
