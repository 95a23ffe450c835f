/// Node attribute keys of remote commands (SwiftUI's `onPlayPauseCommand`, and its siblings for
/// the transport keys tvOS leaves to the system).
public enum RemoteCommandAttributes {
    /// On a view: what each ``RemoteCommand`` does while the view or a descendant has focus.
    public enum HandlersKey: ViewAttributeKey { public typealias Value = [RemoteCommand: () -> Void] }
}

extension View {
    /// Runs `action` when Play/Pause is pressed while this view or a descendant has focus
    /// (SwiftUI's `onPlayPauseCommand(perform:)`); nil adds nothing.
    public consuming func onPlayPauseCommand(perform action: (() -> Void)?) -> ModifiedView<Self> {
        onRemoteCommand(.playPause, perform: action)
    }

    /// Runs `action` when the remote sends `command` (Play/Pause, Stop, Rewind, Fast-forward)
    /// while this view or a descendant has focus; nil adds nothing.
    ///
    /// The innermost view around the focused one with a handler for the command takes it (inside
    /// the front sheet or menu, as Back); a command no view takes does nothing.
    public consuming func onRemoteCommand(_ command: RemoteCommand, perform action: (() -> Void)?) -> ModifiedView<Self> {
        modifyNode { node, ctx in
            guard let action else { return node }
            var handlers = node[RemoteCommandAttributes.HandlersKey.self] ?? [:]
            // A view with a handler of its own for the command keeps it: the new one goes on a
            // wrapper (innermost first, as SwiftUI delivers the command).
            guard handlers[command] != nil else {
                handlers[command] = action
                node[RemoteCommandAttributes.HandlersKey.self] = handlers
                return node
            }
            let wrapper = Node(.zstack(.center), environment: ctx.environment)
            wrapper.children = [node]
            wrapper[RemoteCommandAttributes.HandlersKey.self] = [command: action]
            return wrapper
        }
    }
}
