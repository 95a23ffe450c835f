/// What an app shows at a time — a tab's screen, a pushed screen, a window's content — as the
/// key focus is remembered under: leaving a scene remembers its focus, coming back restores it
/// (tvOS restores focus per tab the same way).
///
/// A value, not a string passed around: an app names its scenes once (`SceneID("grocery")`, or
/// from its own screen enumeration) and compares them as values. A string literal makes one.
public struct SceneID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The scene's name (in the trace and in messages).
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }

    /// The one scene of an app that shows one thing.
    public static let main = SceneID("main")
}
