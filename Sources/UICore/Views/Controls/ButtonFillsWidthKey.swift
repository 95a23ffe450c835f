/// Environment key: bordered buttons take the whole width offered them, their title at the
/// leading edge — the rows of a menu (the runtime's context menu sets it), as tvOS draws the
/// items of a context menu as one column of equal-width rows. Off by default: a button hugs its
/// title.
public enum ButtonFillsWidthKey: EnvironmentKey {
    public static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether bordered buttons take the whole width offered them (``ButtonFillsWidthKey``).
    public var buttonFillsWidth: Bool {
        get { self[ButtonFillsWidthKey.self] }
        set { self[ButtonFillsWidthKey.self] = newValue }
    }
}
