/// Vertical alignment.
public enum VerticalAlignment: Sendable, Hashable { case top, center, bottom }
