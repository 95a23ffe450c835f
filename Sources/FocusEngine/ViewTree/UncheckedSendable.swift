/// Wraps a value that is only used on the thread that made it, to pass where Sendable is required.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
