/// A coarse width class: compact (narrow windows, the watch layout) or regular.
public enum UserInterfaceSizeClass: String, Hashable, Sendable { case compact, regular }
