/// A key for a custom value in ``EnvironmentValues`` (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
