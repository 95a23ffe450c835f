/// A view whose resolved node's id can be known without resolving it (``IDModifier``: its node
/// always takes its own id; a ``ViewGroup`` of one view: that view's node).
protocol ExplicitlyIdentified {
    /// The id the view's resolved node has; nil when only resolving it tells.
    var explicitID: ViewID? { get }
}
