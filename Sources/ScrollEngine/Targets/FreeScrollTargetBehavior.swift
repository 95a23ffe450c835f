/// The default behaviour: rest where free deceleration ends, regardless of sizes (S3).
public struct FreeScrollTargetBehavior: ScrollTargetBehavior {
    /// The free behaviour.
    public init() {}

    /// Leaves the natural end unchanged (the controller clamps it to the offset range).
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension ScrollTargetBehavior where Self == FreeScrollTargetBehavior {
    /// Free deceleration (the default).
    public static var free: FreeScrollTargetBehavior { FreeScrollTargetBehavior() }
}
