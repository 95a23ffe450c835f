import Synchronization

extension Node {
    /// Counts changes to the shape of any node tree: a node's ``children`` or ``kind`` set, or
    /// an attribute the runtime acts on after layout (``ViewAttributeKey/changesNodeAfterLayout``,
    /// a scroll transition's) written.
    ///
    /// Frames, effects and other attributes do not count. A summary worked out from a tree (the
    /// scroll views a scroll animation's frame moves, `ScrollSkeleton` in UIRuntime) stays true
    /// while the count is what it was when it was made, so a walk of the whole tree every frame
    /// becomes one walk per change of shape. The count is shared by every tree in the process
    /// (a change anywhere makes every such summary be worked out again: never wrong, at worst
    /// as slow as walking each time).
    package static var structureGeneration: UInt64 { structureCounter.load(ordering: .relaxed) }

    /// The process-wide count behind ``structureGeneration``.
    private static let structureCounter = Atomic<UInt64>(0)

    /// Notes that some tree changed shape.
    static func noteStructureChange() { structureCounter.wrappingAdd(1, ordering: .relaxed) }
}
