/// The item a lazy stack or grid builds and sizes to learn its items' size (item 0), kept for
/// the rest of a layout pass.
///
/// A lazy container works out its geometry for every proposal it is offered (a stack probes
/// its children at three lengths, a flexible frame passes each on), and building the probe
/// item anew each time cost a whole item's resolution per proposal: several a recipe-grid frame.
/// The node built first is handed out again while the pass and the enclosing container sizes
/// (which container-relative views read while sizing) are the ones it was built under; it is
/// never placed, and its size cache answers each proposal as a fresh node would.
final class LazyProbe {
    private var pass = -1
    private var containers: [Size] = []
    private var node: Node?

    /// An empty probe; the first ``node(in:build:)`` builds the item.
    init() {}

    /// The probe item for a pass with `ctx`'s containers: the one built before under the same
    /// pass and containers, else a new one from `build`.
    func node(in ctx: LayoutContext, build: () -> Node) -> Node {
        if let node, pass == ctx.pass, containers == ctx.containers { return node }
        let built = build()
        node = built
        pass = ctx.pass
        containers = ctx.containers
        return built
    }
}
