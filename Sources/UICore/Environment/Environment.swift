/// Reads an environment value inside a view (SwiftUI's `@Environment`).
///
/// The resolver fills the box before it asks the view for its `body`.
@propertyWrapper
public struct Environment<Value> {
    final class Box { var values: EnvironmentValues? }
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

/// Something a resolver fills with the environment before reading `body`.
protocol EnvironmentReading { func fill(_ values: EnvironmentValues) }

extension Environment: EnvironmentReading {
    func fill(_ values: EnvironmentValues) { box.values = values }
}

extension EnvironmentReading {
    /// A copy of the value of this type stored at `pointer`.
    static func load(from pointer: UnsafeRawPointer) -> any EnvironmentReading {
        pointer.assumingMemoryBound(to: Self.self).pointee
    }
}
