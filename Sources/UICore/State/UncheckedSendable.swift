/// Wraps a value used on one thread at a time, to pass it where `Sendable` is required (closures
/// the engines store, the widget extension's serial request handling).
public struct UncheckedSendable<T>: @unchecked Sendable {
    public let value: T
    public init(_ value: T) { self.value = value }
}
