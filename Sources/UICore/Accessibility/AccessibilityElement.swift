import Foundation

/// How a reader describes one element: its label, value, hint and traits, from what its view
/// declared (``AccessibilityAttributes``) with the rest worked out as SwiftUI does — a label
/// joined from the texts inside it (an image without a label is hidden), `.isButton` for a
/// view with an action.
public struct AccessibilityElement: Equatable, Sendable {
    /// What it is, in words (empty when nothing inside it says).
    public var label: String
    /// Its current value, nil when it has none.
    public var value: String?
    /// What activating it does, nil when nothing says.
    public var hint: String?
    /// What kind of thing it is and what state it is in.
    public var traits: AccessibilityTraits
    /// The names of its named actions, in order.
    public var actionNames: [String]
    /// The language its role words are said in (``spokenDescription``): its view's
    /// ``EnvironmentValues/locale``.
    public var locale = Locale(identifier: "en_US")
    /// Where its role words are translated: its view's ``EnvironmentValues/stringCatalog``.
    public var catalog = StringCatalog.empty

    public init(label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [], actionNames: [String] = []) {
        self.label = label; self.value = value; self.hint = hint; self.traits = traits; self.actionNames = actionNames
    }

    /// The description of a node as an element; nil when it is hidden from readers.
    public init?(node: Node) {
        let declared = node.accessibility
        if declared.isHidden == true { return nil }
        // An image says nothing until it is given a label (SwiftUI hides an unlabelled `Image`).
        if case .image = node.kind, declared.label == nil { return nil }
        var traits: AccessibilityTraits = node.action != nil ? .isButton : []
        if case .image = node.kind { traits.insert(.isImage) }
        traits.formUnion(declared.addedTraits)
        traits.subtract(declared.removedTraits)
        let label = declared.label ?? (declared.children == .ignore ? "" : Self.joined(Self.texts(of: node)))
        self.init(label: label, value: declared.value.flatMap { $0.isEmpty ? nil : $0 }, hint: declared.hint,
                  traits: traits, actionNames: declared.actions.map(\.name))
        locale = node.environment.locale
        catalog = node.environment.stringCatalog
    }

    /// What a reader says when focus lands on it: label, value and traits, comma-separated
    /// ("Tiramisu, 30 minutes, button"; "Reduce Motion, off, switch button").
    public var spokenDescription: String {
        var parts: [String] = []
        if !label.isEmpty { parts.append(label) }
        if let value { parts.append(value) }
        var names = traits.spokenNames
        if traits.contains(.isToggle) {
            // VoiceOver's "switch button": one role, not two.
            names.removeAll { $0 == "switch" || $0 == "button" }
            names.append("switch button")
        }
        parts += names.map { catalog.string(LocalizedStringKey($0), locale: locale) }
        return parts.joined(separator: ", ")
    }

    /// The words a node and the views inside it say, in reading order: each text, each labelled
    /// view's label and value; hidden views and images without a label say nothing.
    public static func texts(of node: Node) -> [String] {
        var out: [String] = []
        collect(node, into: &out)
        return out
    }

    /// The words of a node's subtree outside any element inside it (a sheet's title and message
    /// around its buttons).
    public static func staticTexts(inside node: Node) -> [String] {
        var out: [String] = []
        node.visit { n in
            if n.accessibility.isHidden == true { return false }
            if n !== node, n.isAccessibilityElement { return false }
            if let label = n.accessibility.label { out.append(label); return false }
            if case .text(let t) = n.kind { append(t.string, to: &out) }
            return true
        }
        return out
    }

    /// Everything a reader says in a subtree, in reading order, as a "read all" command reads
    /// it: each element's description (a button, a switch, a field: ``spokenDescription``) and
    /// each text outside elements (a title, a summary, each ingredient), with the node it came
    /// from. Hidden views say nothing; an element's texts are part of its description.
    public static func readingOrder(inside root: Node) -> [(node: Node, text: String)] {
        var out: [(node: Node, text: String)] = []
        // `header`: a view around this one was marked `.isHeader` (a title's padding), so its text is a heading.
        func visit(_ n: Node, header: Bool) {
            if n.accessibility.isHidden == true { return }
            if n !== root, n.isAccessibilityElement {
                if let element = AccessibilityElement(node: n) {
                    let said = element.spokenDescription
                    if !said.isEmpty { out.append((n, said)) }
                }
                return
            }
            let header = header || n.accessibility.addedTraits.contains(.isHeader)
            if let label = n.accessibility.label {
                var words = [label]
                if let value = n.accessibility.value, !value.isEmpty { words.append(value) }
                if header { words.append(n.environment.localized("heading")) }
                out.append((n, joined(words)))
                return
            }
            if case .text(let t) = n.kind {
                var texts: [String] = []
                append(t.string, to: &texts)
                if let text = texts.first { out.append((n, header ? joined([text, n.environment.localized("heading")]) : text)) }
            }
            for child in n.children { visit(child, header: header) }
        }
        visit(root, header: false)
        return out
    }

    /// Texts joined as a reader joins a combined element's parts.
    public static func joined(_ texts: [String]) -> String { texts.joined(separator: ", ") }

    private static func collect(_ node: Node, into out: inout [String]) {
        let declared = node.accessibility
        if declared.isHidden == true { return }
        if let label = declared.label {
            append(label, to: &out)
            if let value = declared.value { append(value, to: &out) }
            return
        }
        if case .text(let t) = node.kind { append(t.string, to: &out) }
        // An element with a value and no label of its own (a progress bar) says its value.
        if declared.children == .ignore, let value = declared.value { append(value, to: &out) }
        if declared.children == .ignore { return }
        for child in node.children { collect(child, into: &out) }
    }

    private static func append(_ text: String, to out: inout [String]) {
        var trimmed = Substring(text)
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        if !trimmed.isEmpty { out.append(String(trimmed)) }
    }
}
