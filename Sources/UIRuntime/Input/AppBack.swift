/// An app's own meaning of Back (``BackResult/app(_:)``), named by the trace as ``rawValue``.
///
/// Typed as `Notification.Name` is: an app declares its meanings once as static members and
/// returns those, so a misspelt meaning does not compile.
///
///     extension AppBack {
///         static let tabBar = AppBack("tab-bar")
///     }
public struct AppBack: RawRepresentable, Hashable, Sendable {
    /// The name the trace gives it (a `key` event's `by`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A meaning the trace names `name`.
    public init(_ name: String) { self.rawValue = name }
}
