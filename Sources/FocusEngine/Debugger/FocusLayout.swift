import Foundation
import UICore

/// A layout file of the focus debugger (`cookbook focus-debug LAYOUT.json`), as INTERFACES.md
/// describes it.
///
/// Node keys: `id` (unique, non-empty), `frame` `[x, y, w, h]` in window points, `focusable`
/// (`true`/`"all"` = all interactions, `"activate"`, `"edit"`, `false`), `focusSection`,
/// `disabled`, `defaultFocus`, `children`. Extensions understood here: `textField` (a text
/// field), `remembersLastFocus` (sections), `scope` (`"modal"` or `"plain"`). Unknown keys are ignored.
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

    /// Parses and checks a layout.
    ///
    /// - Throws: ``FocusDebugError`` naming the problem: unreadable JSON, a missing or
    ///   mistyped key, a bad `focusable` value, a duplicate id, a negative size.
    public static func parse(_ data: Data) throws(FocusDebugError) -> FocusLayout {
        let file: FileSpec
        do {
            file = try JSONDecoder().decode(FileSpec.self, from: data)
        } catch let error as DecodingError {
            throw FocusDebugError(describe(error))
        } catch {
            throw FocusDebugError("layout is not readable JSON")
        }
        let size: Size
        if let s = file.size {
            guard s.count == 2 else { throw FocusDebugError("size must be [width, height], got \(s.count) numbers") }
            guard s[0] >= 0, s[1] >= 0 else { throw FocusDebugError("size has a negative dimension [\(s[0]), \(s[1])]") }
            size = Size(width: s[0], height: s[1])
        } else {
            // No size given: the 1080p window of the INTERFACES.md example.
            size = Size(width: 1920, height: 1080)
        }
        let direction: LayoutDirection
        switch file.layoutDirection ?? "leftToRight" {
        case "leftToRight": direction = .leftToRight
        case "rightToLeft": direction = .rightToLeft
        case let other: throw FocusDebugError("unknown layoutDirection \"\(other)\" (expected leftToRight or rightToLeft)")
        }
        var seen: Set<String> = []
        let nodes = try file.nodes.map { spec throws(FocusDebugError) in try node(spec, seen: &seen) }
        return FocusLayout(size: size, layoutDirection: direction, keyboardNavigation: file.keyboardNavigation ?? true,
                           nodes: nodes)
    }

    private static func node(_ spec: NodeSpec, seen: inout Set<String>) throws(FocusDebugError) -> FocusNode {
        guard !spec.id.isEmpty else { throw FocusDebugError("a node has an empty id") }
        guard seen.insert(spec.id).inserted else { throw FocusDebugError("duplicate id \"\(spec.id)\"") }
        guard spec.frame.count == 4 else {
            throw FocusDebugError("node \"\(spec.id)\": frame must be [x, y, width, height], got \(spec.frame.count) numbers")
        }
        let f = spec.frame
        guard f[2] >= 0, f[3] >= 0 else {
            throw FocusDebugError("node \"\(spec.id)\" has a negative size [\(f[2]), \(f[3])]")
        }
        let role: FocusNode.Role
        if let interactions = spec.focusable?.interactions {
            role = .focusable(interactions)
        } else if spec.focusSection == true {
            role = .section
        } else if let scope = spec.scope {
            switch scope {
            case "modal": role = .scope(modal: true)
            case "plain": role = .scope(modal: false)
            default: throw FocusDebugError("node \"\(spec.id)\": unknown scope \"\(scope)\" (expected modal or plain)")
            }
        } else {
            role = .container
        }
        var children: [FocusNode] = []
        for child in spec.children ?? [] { children.append(try node(child, seen: &seen)) }
        return FocusNode(id: spec.id, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), role: role,
                         isDisabled: spec.disabled ?? false, isTextField: spec.textField ?? false,
                         isDefaultFocus: spec.defaultFocus ?? false, remembersLastFocus: spec.remembersLastFocus ?? false,
                         children: children)
    }

    /// One line for a decoding error, naming where in the file it happened.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "layout" : out
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "layout is not readable JSON" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)): missing \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty { return "layout must be a JSON object with \"nodes\"" }
            return "\(path(context.codingPath)): expected \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)), got null"
        @unknown default:
            return "layout is not readable JSON"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
        switch name {
        case "Double": return "a number"
        case "String": return "a string"
        case "Bool": return "true or false"
        default: return name.hasSuffix("Spec") || name.hasPrefix("Dictionary") ? "an object" : name
        }
    }

    // MARK: - File format

    private struct FileSpec: Decodable {
        var size: [Double]?
        var layoutDirection: String?
        var keyboardNavigation: Bool?
        var nodes: [NodeSpec]
    }

    private struct NodeSpec: Decodable {
        var id: String
        var frame: [Double]
        var focusable: FocusableSpec?
        var focusSection: Bool?
        var disabled: Bool?
        var defaultFocus: Bool?
        var textField: Bool?
        var remembersLastFocus: Bool?
        var scope: String?
        var children: [NodeSpec]?
    }

    /// `focusable`: true/false, or "activate", "edit", "all" ("automatic" too).
    private struct FocusableSpec: Decodable {
        var interactions: FocusInteractions?

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let flag = try? c.decode(Bool.self) {
                interactions = flag ? .automatic : nil
                return
            }
            let shown: String
            if let word = try? c.decode(String.self) {
                switch word {
                case "activate": interactions = .activate; return
                case "edit": interactions = .edit; return
                case "all", "automatic": interactions = .automatic; return
                default: shown = "\"\(word)\""
                }
            } else if let number = try? c.decode(Double.self) {
                shown = "\(number)"
            } else {
                shown = "of this type"
            }
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "bad focusable value \(shown) (expected true, false, \"activate\", \"edit\" or \"all\")")
        }
    }
}
