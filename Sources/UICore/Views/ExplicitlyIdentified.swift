/// A view whose resolved node's id can be known without resolving it (``IDModifier``: its node
/// always takes its own id; a ``ViewGroup`` of one view: that view's node).
protocol ExplicitlyIdentified {
    /// The id the view's resolved node has; nil when only resolving it tells.
    var explicitID: ViewID? { get }
}

/// The explicit id of a view held as `any View`, when its type is ``ExplicitlyIdentified``.
///
/// Read through the opened value: `view as? any ExplicitlyIdentified` would copy the whole view
/// (a lazy item's modifier chain, closures and all) into a new box only to read one field, for
/// every item a lazy stack builds.
func explicitID(of view: any View) -> ViewID? {
    func open<V: View>(_ v: V) -> ViewID? {
        guard let type = V.self as? any ExplicitlyIdentified.Type else { return nil }
        return withUnsafePointer(to: v) { type.explicitID(at: UnsafeRawPointer($0)) }
    }
    return open(view)
}

extension ExplicitlyIdentified {
    /// The explicit id of the value of this type at `address`.
    static func explicitID(at address: UnsafeRawPointer) -> ViewID? {
        address.assumingMemoryBound(to: Self.self).pointee.explicitID
    }
}
