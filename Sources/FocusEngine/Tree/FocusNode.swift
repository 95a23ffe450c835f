import UICore

/// One view in the focus tree: its identity, window frame, focus role and children.
///
/// The app builds a fresh tree of these every frame from its view tree and hands it to
/// ``FocusSystem/update(tree:)``. Frames are in window coordinates (points, origin top-left),
/// already mirrored for right-to-left layouts. The engine ignores content shapes: it reasons
/// about frames only (the focus ring's shape is the renderer's business).
public struct FocusNode: Sendable {
    /// What part a node plays in focus.
    public enum Role: Sendable, Hashable {
        /// A view that can take focus (`focusable(interactions:)`, buttons, pickers, grid cells).
        case focusable(FocusInteractions)
        /// A focus section (`focusSection()`): a directional-move target that is never focused
        /// itself and hands focus to its focusable content.
        case section
        /// A plain container: groups children, takes no part in focus.
        case container
        /// A focus scope (a screen, a sheet). A modal scope traps focus while it is present.
        case scope(modal: Bool)
    }

    /// A readable, stable identifier, unique in the tree (the trace and debugger print it).
    public var id: ViewID
    /// The frame in window coordinates.
    public var frame: Rect
    /// The node's focus role.
    public var role: Role
    /// `disabled(true)`: the node and everything inside it never take focus.
    public var isDisabled: Bool
    /// A text field: always focusable by click and by Tab, whatever its role says.
    public var isTextField: Bool
    /// `defaultFocus` picked this node: it takes focus the first time its region takes focus.
    public var isDefaultFocus: Bool
    /// For sections: re-entering the section returns focus to its last-focused child.
    public var remembersLastFocus: Bool
    /// For sections: every entry lands on its `defaultFocus` view, not only the first (a tab
    /// bar entering at the selected tab, whichever tab focus left it from).
    public var entersAtDefault = false
    /// A scroll view: content outside its frame is reachable by directional moves only from inside.
    public var clipsContent: Bool
    /// Items of a lazy stack or grid, answerable without materialising them.
    public var lazy: LazyRegion?
    /// Child nodes, in view order.
    public var children: [FocusNode]

    /// A node with every property spelled out (defaults describe a plain container).
    public init(id: ViewID, frame: Rect, role: Role = .container, isDisabled: Bool = false,
                isTextField: Bool = false, isDefaultFocus: Bool = false, remembersLastFocus: Bool = false,
                clipsContent: Bool = false, lazy: LazyRegion? = nil, children: [FocusNode] = []) {
        self.id = id; self.frame = frame; self.role = role; self.isDisabled = isDisabled
        self.isTextField = isTextField; self.isDefaultFocus = isDefaultFocus
        self.remembersLastFocus = remembersLastFocus; self.clipsContent = clipsContent
        self.lazy = lazy; self.children = children
    }

    /// A focusable control.
    public static func focusable(_ id: ViewID, _ frame: Rect, interactions: FocusInteractions = .automatic,
                                 disabled: Bool = false, defaultFocus: Bool = false) -> FocusNode {
        FocusNode(id: id, frame: frame, role: .focusable(interactions), isDisabled: disabled,
                  isDefaultFocus: defaultFocus)
    }

    /// A text field (edit interactions; always click- and Tab-focusable).
    public static func textField(_ id: ViewID, _ frame: Rect, disabled: Bool = false,
                                 defaultFocus: Bool = false) -> FocusNode {
        FocusNode(id: id, frame: frame, role: .focusable(.edit), isDisabled: disabled, isTextField: true,
                  isDefaultFocus: defaultFocus)
    }

    /// A focus section around `children`.
    public static func section(_ id: ViewID, _ frame: Rect, remembersLastFocus: Bool = false,
                               children: [FocusNode]) -> FocusNode {
        FocusNode(id: id, frame: frame, role: .section, remembersLastFocus: remembersLastFocus, children: children)
    }

    /// A plain container around `children`.
    public static func container(_ id: ViewID, _ frame: Rect, children: [FocusNode]) -> FocusNode {
        FocusNode(id: id, frame: frame, role: .container, children: children)
    }

    /// A focus scope (modal: a sheet that traps focus) around `children`.
    public static func scope(_ id: ViewID, _ frame: Rect, modal: Bool, children: [FocusNode]) -> FocusNode {
        FocusNode(id: id, frame: frame, role: .scope(modal: modal), children: children)
    }

    /// The interactions this node supports when it can take focus itself, else nil.
    ///
    /// Text fields always support editing (click and Tab), whatever their role says.
    public var focusInteractions: FocusInteractions? {
        var result: FocusInteractions? = nil
        if case .focusable(let i) = role { result = i }
        if isTextField { result = (result ?? []).union(.edit) }
        return result
    }
}
