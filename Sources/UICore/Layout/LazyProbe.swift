/// The item a lazy stack or grid builds and sizes to learn its items' size (item 0), kept for
/// the rest of a layout pass.
///
/// A lazy container works out its geometry for every proposal it is offered (a stack probes
/// its children at three lengths, a flexible frame passes each on), and building the probe
/// item anew each time cost a whole item's resolution per proposal: several a recipe-grid frame.
/// The node built first is sized again while the pass is the one it was built in; it is never
/// placed, and its size cache answers each proposal as a fresh node would. Sizes can depend on
/// the enclosing containers (container-relative views read them): once sizing the probe has
/// read them, it is only sized again under the same containers, and built anew under others.
final class LazyProbe {
    private var pass = -1
    private var node: Node?
    /// Whether sizing the probe read the enclosing containers: its sizes then hold for
    /// `containers` only.
    private var readsContainers = false
    private var containers: [Size] = []

    /// An empty probe; the first ``size(_:in:build:)`` builds the item.
    init() {}

    /// The size the probe item (built by `build` when there is none that fits this pass and
    /// `ctx`'s containers) chooses for `proposal`.
    func size(_ proposal: ProposedSize, in ctx: LayoutContext, build: () -> Node) -> Size {
        let probe: Node
        if let node, pass == ctx.pass, !readsContainers || containers == ctx.containerStack {
            probe = node
        } else {
            probe = build()
            node = probe
            pass = ctx.pass
            readsContainers = false
        }
        let reads = ctx.containerReads
        let size = LayoutEngine.size(probe, proposal, ctx)
        if !readsContainers, ctx.containerReads != reads {
            readsContainers = true
            containers = ctx.containerStack
        }
        return size
    }
}
