/// What a view's focus modifiers declared, as plain data the focus engine reads off the node tree.
public struct FocusTraits: Sendable, Equatable {
    /// Interactions when focusable (`.focusable(interactions:)`), nil when the view is not focusable itself.
    public var interactions: FocusInteractions?
    /// `.focusSection()`: a target of directional moves that hands focus to its content.
    public var isSection = false
    /// Sections that return focus to their last-focused child.
    public var remembersLastFocus = false
    /// Sections whose every entry lands on their default focus (a ``TabView``'s bar, on the
    /// selected tab).
    public var entersAtDefault = false
    /// A modal scope (sheet) that traps focus while present.
    public var isScope = false
    /// Text fields: always focusable by click and Tab.
    public var isTextField = false
    /// `defaultFocus` picked this view.
    public var isDefaultFocus = false
    /// `.focusScope(namespace)`: the container in which ``isDefaultFocus`` views declared in
    /// that namespace are preferred, and which `resetFocus(in: namespace)` gives focus to anew.
    /// Unlike ``isScope`` it keeps nothing in: moves leave it as they leave any container.
    public var defaultFocusScope: Namespace.ID? {
        get { defaultFocusScopeNumber == 0 ? nil : Namespace.ID(number: defaultFocusScopeNumber) }
        set { defaultFocusScopeNumber = newValue?.number ?? 0 }
    }
    /// ``defaultFocusScope``'s number (0: none; namespaces are numbered from 1).
    private var defaultFocusScopeNumber: UInt64 = 0
    /// The shape of the focus ring (`contentShape`).
    public var contentShape: ShapeKind = .roundedRect(cornerRadius: 12)
    /// `focusEffectDisabled()`: no automatic ring or lift.
    public var effectDisabled = false
    /// The hover effect for this control (nil: the environment's default).
    public var hoverEffect: HoverEffect?
    /// Where the view that declared these traits was resolved (its ``ResolveContext/identityPath``):
    /// a view no `.id` names learns it is focused by this place, since its structural id is only
    /// given once the frame is built (``ResolveFrame/focusedPosition``). Set by the resolver.
    public var position: Int?

    public init() {}

    /// Whether these traits make their view a node of the focus tree in its own right — a
    /// focusable view, a text field, a focus section or a scope (modal, or a namespace's default
    /// focus scope) — which an identity given anywhere in its modifier chain names
    /// (``IdentityChain``).
    public var makesFocusNode: Bool { interactions != nil || isTextField || isSection || isScope || defaultFocusScope != nil }
}
