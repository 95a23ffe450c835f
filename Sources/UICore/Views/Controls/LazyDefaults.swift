/// Shared settings of lazy containers.
public enum LazyDefaults {
    /// Points beyond the visible region to build ahead (about one tvOS grid row, 410 pt tiles; docs/design.md).
    public static let prefetch = 400.0
}
