/// Horizontal alignment in layout terms (leading/trailing follow the layout direction).
public enum HorizontalAlignment: Sendable, Hashable { case leading, center, trailing }
