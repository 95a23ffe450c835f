extension Node {
    /// Which case a node's ``Node/Kind`` is, without its payload.
    ///
    /// Matching ``Node/kind`` copies the enum out of the node and retains its payload (a text's
    /// strings, a shape's fill, a scroll view's specification); a walk that asks every node of
    /// a tree only which case it is reads ``Node/kindCase`` instead, which the node keeps as its
    /// kind is set.
    public enum KindCase: UInt8, Sendable {
        case empty, group, text, shape, image, stack, zstack, spacer, padding, frame, background, overlay, scroll, lazy, custom

        /// The case of `kind`.
        init(_ kind: Kind) {
            switch kind {
            case .empty: self = .empty
            case .group: self = .group
            case .text: self = .text
            case .shape: self = .shape
            case .image: self = .image
            case .stack: self = .stack
            case .zstack: self = .zstack
            case .spacer: self = .spacer
            case .padding: self = .padding
            case .frame: self = .frame
            case .background: self = .background
            case .overlay: self = .overlay
            case .scroll: self = .scroll
            case .lazy: self = .lazy
            case .custom: self = .custom
            }
        }
    }
}
