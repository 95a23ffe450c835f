import Foundation
import UICore

/// A frame's accessibility tree as a desktop accessibility service shows it (AT-SPI's tree,
/// which Orca and Accerciser read): every element a reader would stop on — controls, texts,
/// headings, labelled images — grouped by the focus sections, scroll views, sheets and menus
/// around them, each with its role, name, value, states, place in a collection and frame.
///
/// It is the same description spoken feedback reads (`AccessibilityElement`): an element's
/// texts are part of its name, hidden views are left out, and texts outside elements (a
/// recipe's summary, each ingredient) are elements of their own, as VoiceOver's text elements.
public struct AccessibilityTree: Equatable, Sendable {
    /// What an element is doing now.
    public struct States: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Focus can rest on it.
        public static let focusable = States(rawValue: 1 << 0)
        /// Focus rests on it.
        public static let focused = States(rawValue: 1 << 1)
        /// It is the selected one of a set (`.isSelected`).
        public static let selected = States(rawValue: 1 << 2)
        /// A switch that is on.
        public static let checked = States(rawValue: 1 << 3)
        /// A switch, on or off.
        public static let checkable = States(rawValue: 1 << 4)
        /// Text can be typed into it.
        public static let editable = States(rawValue: 1 << 5)
        /// Some of it is inside the window and its scroll views.
        public static let showing = States(rawValue: 1 << 6)
        /// It keeps focus inside itself while shown (a sheet).
        public static let modal = States(rawValue: 1 << 7)
        /// One of a set that can be selected (a tab).
        public static let selectable = States(rawValue: 1 << 8)
    }

    /// One element.
    public struct Element: Equatable, Sendable {
        /// Its identity across frames: its view's id, or its place under the nearest view with one.
        public var key: String
        /// The view an assistive technology's requests act on (nil for texts and groups).
        public var id: ViewID?
        public var role: AccessibilityRole
        /// What it is, in words.
        public var name: String
        /// What activating it does (its hint), nil when nothing says.
        public var description: String?
        /// Its value in words ("4 stars", a field's text), nil when it has none.
        public var value: String?
        public var states: States
        /// Where it sits in the collection a `ForEach` built it from ("3 of 11").
        public var position: CollectionPosition?
        /// Its frame in window coordinates.
        public var frame: Rect
        /// The index of the group it is in, nil when it is directly in the window.
        public var parent: Int?
    }

    /// The elements, each group before what it holds, in reading order.
    public var elements: [Element]

    /// The tree of a laid-out frame: `root` with focus on `focusedID`, drawn at `scale` window
    /// coordinates per point on a canvas of `canvas` points.
    public init(root: Node, focusedID: ViewID?, scale: Double, canvas: Size) {
        var builder = Builder(focusedID: focusedID, scale: scale)
        let window = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        for (i, child) in root.children.enumerated() {
            builder.visit(child, key: root.id.map { "\($0)" } ?? "", index: i, parent: nil, clip: window, position: nil, header: false)
        }
        elements = builder.pruned()
    }

    /// The elements directly in the group at `index` (nil: directly in the window).
    public func children(of index: Int?) -> [Element] { elements.filter { $0.parent == index } }

    /// The element focus rests on, nil when none.
    public var focused: Element? { elements.first { $0.states.contains(.focused) } }

    /// Walks a node tree into elements.
    private struct Builder {
        let focusedID: ViewID?
        let scale: Double
        var elements: [Element] = []
        var keys: Set<String> = []

        /// Adds `node` and what it holds; `header`: a view around it was marked `.isHeader` (a
        /// title's padding), which its texts are.
        mutating func visit(_ node: Node, key parentKey: String, index: Int, parent: Int?, clip: Rect, position: CollectionPosition?, header: Bool) {
            let declared = node.accessibility
            if declared.isHidden == true { return }
            let header = header || declared.addedTraits.contains(.isHeader)
            let key = node.id.map { "\($0)" } ?? "\(parentKey).\(index)"
            let position = CollectionPosition.inside(node, outer: position)
            if node.isAccessibilityElement {
                guard let element = AccessibilityElement(node: node) else { return }
                add(element: element, node: node, key: key, parent: parent, clip: clip, position: position)
                return
            }
            if let label = declared.label {
                let role: AccessibilityRole = header ? .heading : .label
                let value = declared.value.flatMap { $0.isEmpty ? nil : $0 }
                add(key: key, id: nil, role: role, name: label, value: value, states: [], node: node, parent: parent, clip: clip, position: nil)
                return
            }
            if case .text(let text) = node.kind {
                let words = text.string.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !words.isEmpty else { return }
                add(key: key, id: nil, role: header ? .heading : .label, name: words, value: nil, states: [], node: node, parent: parent, clip: clip, position: nil)
                return
            }
            var inner = parent, innerClip = clip
            if let group = groupRole(of: node) {
                var states: States = []
                if group == .dialog { states.insert(.modal) }
                let name = group == .dialog ? AccessibilityElement.staticTexts(inside: node).first ?? "" : (declared.label ?? "")
                inner = add(key: key, id: nil, role: group, name: name, value: nil, states: states, node: node, parent: parent, clip: clip, position: nil)
            }
            if case .scroll = node.kind { innerClip = clip.intersection(node.frame) ?? .zero }
            for (i, child) in node.children.enumerated() {
                visit(child, key: key, index: i, parent: inner, clip: innerClip, position: position, header: header)
            }
        }

        /// Whether the switch an element is, is on: the `Toggle` it is or holds (a combined
        /// element), else — a button made a switch with `.isToggle` — its value says "on" in
        /// its language.
        static func isOn(_ node: Node, value: String?) -> Bool {
            var on: Bool?
            node.visit { n in
                guard on == nil else { return false }
                on = n[Toggle.IsOnKey.self]
                return on == nil
            }
            return on ?? (value == node.environment.localized("on"))
        }

        /// The group a container makes, nil when it makes none.
        func groupRole(of node: Node) -> AccessibilityRole? {
            if node.id == SheetAttributes.id { return .dialog }
            if node.id == ContextMenuPresenter.panelID { return .menu }
            if case .scroll = node.kind { return .scrollPane }
            if let focus = node.focus, focus.isSection { return .panel }
            return nil
        }

        mutating func add(element: AccessibilityElement, node: Node, key: String, parent: Int?, clip: Rect, position: CollectionPosition?) {
            let traits = element.traits
            var states: States = []
            if let focus = node.focus, focus.interactions != nil || focus.isTextField { states.insert(.focusable) }
            if traits.contains(.isSelected) { states.insert(.selected) }
            var value = element.value
            let role: AccessibilityRole
            if traits.contains(.isTextField) || traits.contains(.isSearchField) {
                role = .textField
                states.insert(.editable)
            } else if traits.contains(.isToggle) {
                role = .toggle
                states.insert(.checkable)
                if Self.isOn(node, value: value) { states.insert(.checked) }
                value = nil // on or off is its state
            } else if traits.contains(.isTab) {
                role = .tab
                states.insert(.selectable)
            } else if traits.contains(.isAdjustable) {
                role = .slider
            } else if traits.contains(.isLink) {
                role = .link
            } else if traits.contains(.isButton) {
                role = parent.map { elements[$0].role == .menu } == true ? .menuItem : .button
            } else if traits.contains(.isHeader) {
                role = .heading
            } else if traits.contains(.isImage) {
                role = .image
            } else {
                role = .label
            }
            add(key: key, id: node.id, role: role, name: element.label, value: value, states: states, node: node,
                parent: parent, clip: clip, position: position, description: element.hint)
        }

        @discardableResult
        mutating func add(key: String, id: ViewID?, role: AccessibilityRole, name: String, value: String?, states: States, node: Node,
                          parent: Int?, clip: Rect, position: CollectionPosition?, description: String? = nil) -> Int {
            var states = states
            if let id, id == focusedID { states.insert(.focused) }
            if let seen = clip.intersection(node.frame), seen.width > 0, seen.height > 0 { states.insert(.showing) }
            // Two views with one id (a list's rows built twice) stay two elements.
            var unique = key, copy = 1
            while keys.contains(unique) { copy += 1; unique = "\(key)#\(copy)" }
            keys.insert(unique)
            let f = node.frame
            elements.append(Element(key: unique, id: id, role: role, name: name, description: description, value: value, states: states,
                                    position: position, frame: Rect(x: f.x * scale, y: f.y * scale, width: f.width * scale, height: f.height * scale),
                                    parent: parent))
            return elements.count - 1
        }

        /// The elements without groups that hold nothing (a focus section with no element in it).
        func pruned() -> [Element] {
            var holds = [Bool](repeating: false, count: elements.count)
            for (i, e) in elements.enumerated().reversed() where !Self.isGroup(e.role) || holds[i] {
                if let p = e.parent { holds[p] = true }
            }
            var newIndex = [Int?](repeating: nil, count: elements.count)
            var out: [Element] = []
            for (i, e) in elements.enumerated() where !Self.isGroup(e.role) || holds[i] {
                var kept = e
                kept.parent = e.parent.flatMap { newIndex[$0] }
                newIndex[i] = out.count
                out.append(kept)
            }
            return out
        }

        static func isGroup(_ role: AccessibilityRole) -> Bool {
            role == .panel || role == .scrollPane || role == .dialog || role == .menu
        }
    }
}
