import UICore

/// Builds the focus engine's tree from a laid-out node tree: focusable views, text fields,
/// sections, scopes, scroll views (clipping, with their lazy content as a region whose items are
/// reachable before they are built) and the identified containers that carry handlers;
/// anonymous containers are flattened away.
public enum FocusTreeBuilder {
    /// The focus tree of a window whose root node is `root`.
    public static func build(_ root: Node, windowSize: Size) -> FocusNode {
        var counter = 0
        // The `.defaultFocus` requests are gathered as the walk meets them: one sits on a
        // container of the views bound to its state (SwiftUI's place for it), so it is met before
        // them. Only when one is met after a view bound to its state was passed is the tree
        // walked again with every request known first (the identities the first walk gave stay).
        var defaults = DefaultFocusRequests()
        var children: [FocusNode] = []
        collect(root, defaults: &defaults, counter: &counter, into: &children)
        if defaults.metLate {
            var known = DefaultFocusRequests(root)
            counter = 0
            children = []
            collect(root, defaults: &known, counter: &counter, into: &children)
        }
        return FocusNode.container("window", Rect(origin: .zero, size: windowSize), children: children)
    }

    /// Matches `.defaultFocus(state, value)` requests to the nodes bound to that state and value.
    struct DefaultFocusRequests {
        var requests: [(ObjectIdentifier, AnyHashable)] = []
        /// Every request in the tree is known (walked for first), none is gathered on the way.
        private(set) var isComplete = false
        /// The states whose bound nodes were asked about while requests were still being gathered.
        private var asked: Set<ObjectIdentifier> = []
        /// A request was met after a node bound to its state was asked about: that answer may be wrong.
        private(set) var metLate = false

        /// No requests yet: they are gathered as the walk meets them (``meet(_:)``).
        init() {}

        /// Every request in the tree under `root`.
        init(_ root: Node) {
            isComplete = true
            root.visit { n in
                if let r = n.defaultFocusRequest { requests.append((r.stateID, r.value)) }
                return true
            }
        }

        /// Notes `n`'s request, when the walk is gathering them.
        mutating func meet(_ n: Node) {
            guard !isComplete, n.hasDefaultFocusRequest, let r = n.defaultFocusRequest else { return }
            if asked.contains(r.stateID) { metLate = true }
            requests.append((r.stateID, r.value))
        }

        mutating func isDefault(_ n: Node) -> Bool {
            if !isComplete { for b in n.focusBindings { asked.insert(b.stateID) } }
            return n.focusBindings.contains { b in requests.contains { $0.0 == b.stateID && $0.1 == b.value } }
        }
    }

    /// Appends to `out` the focus nodes `n` makes: one when it is focusable, a section, a scope, a
    /// scroll view or an identified container that carries handlers, else those its children make.
    static func collect(_ n: Node, defaults: inout DefaultFocusRequests, counter: inout Int, into out: inout [FocusNode]) {
        defaults.meet(n)
        // Each of the node's fields is read once, and only when the node has it (``Node/hasID``
        // and its siblings answer without the run-time exclusivity check and the copy a read
        // from this module makes: most of the walk's time when every node was asked anew for
        // each question).
        let isScroll = n.isScrollView
        let traits = n.hasFocusTraits ? n.focus : nil
        var id = n.hasID ? n.id : nil
        // Most nodes — a padding, a frame, a text — have no id and no focus traits: their
        // children's focus nodes go straight to the parent's list (no array of their own a node).
        if id == nil, traits == nil, !isScroll {
            // Each child is lent from the array, not retained and released around its call.
            n.forEachChild { collect($0, defaults: &defaults, counter: &counter, into: &out) }
            return
        }
        // `.id(3).padding().focusable()`: the id was given below the node the focus traits are on.
        // Identities given here are the runtime's changes to the tree: the nodes are not handed
        // out again as they are by a kept view (``Node/markChangedAfterResolve()``).
        let carriesFocus = traits?.makesFocusNode ?? false
        if id == nil, isScroll || carriesFocus, let below = IdentityChain.takeIDBelow(n) {
            id = below
            n.id = below
            n.markChangedAfterResolve()
        }
        if id == nil, carriesFocus {
            counter += 1
            id = .structural(.focusable, counter)
            n.id = id
            n.markChangedAfterResolve()
        }
        let children = n.children
        var kids: [FocusNode] = []
        for c in children { collect(c, defaults: &defaults, counter: &counter, into: &kids) }
        // `Button(…).frame(width: 700).prefersDefaultFocus()`: preferring default focus on a
        // wrapper of one focusable view prefers that view.
        if let t = traits, t.isDefaultFocus, !carriesFocus, kids.count == 1 {
            kids[0].isDefaultFocus = true
        }
        var region: LazyRegion?
        if isScroll, let content = children.first { region = lazyRegion(content) }
        if id == nil, isScroll {
            counter += 1
            id = .structural(.scroll, counter)
            n.id = id
            n.markChangedAfterResolve()
        }
        guard let id else { out += kids; return }
        let disabled = !n.environment.isEnabled
        var node: FocusNode
        if let t = traits, t.isTextField {
            node = FocusNode.textField(id, n.frame, disabled: disabled)
        } else if let t = traits, let interactions = t.interactions {
            node = FocusNode.focusable(id, n.frame, interactions: interactions, disabled: disabled)
        } else if let t = traits, t.isScope {
            node = FocusNode.scope(id, n.frame, modal: true, children: [])
        } else if let t = traits, t.isSection {
            node = FocusNode.section(id, n.frame, remembersLastFocus: t.remembersLastFocus, children: [])
            node.entersAtDefault = t.entersAtDefault
        } else {
            let handles = n.moveCommand != nil || !n.keyPressActions.isEmpty || region != nil || Self.publishesFocusData(n)
            if kids.contains(where: { $0.id == id }), !handles {
                // `ForEach(…) { Button(…).frame(height: 80) }`: the item's id names the frame around
                // the button and the button alike. One id names one focus node: the button keeps it,
                // as a lazy stack's item lookup, a focus request and a remembered focus expect.
                out += kids
                return
            }
            guard !kids.isEmpty || handles else { out += kids; return }
            node = FocusNode.container(id, n.frame, children: [])
        }
        node.children = kids
        node.isDisabled = node.isDisabled || disabled
        if isScroll { node.clipsContent = true; node.lazy = region }
        node.isDefaultFocus = defaults.isDefault(n) || (traits?.isDefaultFocus ?? false)
        out.append(node)
    }

    /// The lazy container a scroll view's content is, or holds inside the views that only pad,
    /// frame or back it (`LazyVStack { … }.padding(.horizontal, 80)`): nil when it is no lazy
    /// container.
    static func lazyContainer(_ content: Node) -> Node? {
        var n = content
        while true {
            switch n.kind {
            case .lazy: return n
            case .padding, .frame, .background, .overlay: guard let first = n.children.first else { return nil }; n = first
            case .group where n.children.count == 1: n = n.children[0]
            default: return nil
            }
        }
    }

    /// A scroll view's lazy content as a focus region, when its items are focusable.
    static func lazyRegion(_ scrolled: Node) -> LazyRegion? {
        guard let content = lazyContainer(scrolled), case .lazy(let spec) = content.kind, let g = content.lazyGeometry,
              let interactions = content[LazySpec.ItemInteractionsKey.self] else { return nil }
        // The engine stores the id mapping as @Sendable; ours captures view data and is only ever
        // called on the UI thread that built it, so it crosses in an unchecked box.
        let mapping = UncheckedSendable((spec.id, spec.index, spec.focusIndex, spec.indexNamed))
        let geometry: any LazyItemGeometry = content.environment.layoutDirection == .rightToLeft ? MirroredItemGeometry(g) : g
        var region = LazyRegion(geometry: geometry, contentOrigin: content.frame.origin, itemInteractions: interactions,
                                id: { mapping.value.0($0) }, index: { mapping.value.1($0) }, named: { mapping.value.3($0) },
                                focusValue: { mapping.value.2($0, $1) })
        if let mayFocus = spec.itemMayFocus {
            let box = UncheckedSendable(mayFocus)
            region.itemMayFocus = { box.value($0) }
        }
        return region
    }

    /// Whether a node carries focus-engine data (a crown binding or focused values), which keeps
    /// it in the focus tree as a group even without focusable children.
    static func publishesFocusData(_ n: Node) -> Bool {
        n[CrownBinding.Key.self] != nil || n[FocusedValueAttributes.ValuesKey.self] != nil
            || n[FocusedValueAttributes.SceneValuesKey.self] != nil
    }
}
