/// Node attribute keys of exit commands (SwiftUI's `onExitCommand`).
public enum ExitCommandAttributes {
    /// On a view: what Back (Escape, pad B, Menu) does while the view or a descendant has focus.
    public enum ActionKey: ViewAttributeKey { public typealias Value = () -> Void }
}

extension View {
    /// Runs `action` when Back (Escape, pad B, the remote's Menu) is pressed while this view or
    /// a descendant has focus (SwiftUI's `onExitCommand(perform:)`); nil adds nothing.
    ///
    /// The innermost such view around the focused one takes Back, before a sheet is dismissed
    /// or a navigation stack pops (a sheet still closes first when the view is outside it); a
    /// program with none keeps its default Back.
    public consuming func onExitCommand(perform action: (() -> Void)?) -> ModifiedView<Self> {
        modifyNode { node, ctx in
            guard let action else { return node }
            // A view that has an exit command of its own keeps it: the new one goes on a wrapper
            // (innermost first, as SwiftUI delivers the command).
            guard node[ExitCommandAttributes.ActionKey.self] != nil else {
                node[ExitCommandAttributes.ActionKey.self] = action
                return node
            }
            let wrapper = Node(.zstack(.center), environment: ctx.environment)
            wrapper.children = [node]
            wrapper[ExitCommandAttributes.ActionKey.self] = action
            return wrapper
        }
    }
}
