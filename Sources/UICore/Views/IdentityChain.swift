/// Which node of a modifier chain an identity names.
///
/// A modifier chain (`.padding()`, `.frame`, `.background`, `.overlay`, an aspect ratio…)
/// resolves to a node per layout modifier, each wrapping the one before. In SwiftUI `.id(_:)`
/// names the view whatever modifiers come before or after it; here focus and scrolling find a
/// view by the id of the node that carries its focus traits or its scroll view, so an id given
/// anywhere in the chain moves to that node: `.focusable().frame(width: 200).id(3)` and
/// `.id(3).padding().focusable()` both name the focusable node `3`, and
/// `ScrollView { … }.padding().id("grid")` names the scroll view.
public enum IdentityChain {
    /// The view type an `.id(_:)` was given to, kept in debug builds for the duplicate-identity
    /// report.
    public enum ViewTypeKey: ViewAttributeKey { public typealias Value = String }

    /// Gives `id` to the chain whose outermost node is `node`: to the first node down the
    /// chain's wrappers that is focusable, a focus section or scope, a text field or a scroll
    /// view and has no other id (a scroll view already knows the id it resolved under), else to
    /// `node` itself. Returns the node that has it.
    @discardableResult
    public static func give(_ id: ViewID, to node: Node) -> Node {
        var n = node
        while true {
            // Every node on the way down is changed below (the copy a kept view holds).
            n.markChangedAfterResolve()
            if carries(n) { break }
            guard let inner = wrapped(by: n), inner.id == nil || inner.id == id else { n = node; break }
            n = inner
        }
        n.id = id
        return n
    }

    /// The id given further down the chain below `node` (a node that carries focus traits or a
    /// scroll view and has no id), taken off the node that had it: `.id(3).padding().focusable()`
    /// puts the focus traits on the padding's node and the id on the node inside it.
    public static func takeIDBelow(_ node: Node) -> ViewID? {
        var n = node
        while let inner = wrapped(by: n) {
            if carries(inner) { return nil }
            if let id = inner.id {
                inner.id = nil
                inner.markChangedAfterResolve()
                return id
            }
            n = inner
        }
        return nil
    }

    /// Whether the node is what focus or scrolling finds by id.
    public static func carries(_ n: Node) -> Bool {
        n.isScrollView || (n.focus?.makesFocusNode ?? false)
    }

    /// The node a layout modifier's node wraps (its content), nil for any other node.
    static func wrapped(by n: Node) -> Node? {
        switch n.kindCase {
        case .padding, .frame, .background, .overlay: return n.children.first
        case .custom: return n.children.count == 1 ? n.children[0] : nil
        default: return nil
        }
    }
}
