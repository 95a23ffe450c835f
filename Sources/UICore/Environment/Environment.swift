import Observation

/// Reads an environment value inside a view (SwiftUI's `@Environment`): a value by key path
/// (`@Environment(\.reduceMotion)`), or an `@Observable` object put there by type
/// (`@Environment(Library.self)`, after `.environment(library)` on a view above).
///
/// The resolver fills the box before it asks the view for its `body`.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// Reads the `@Observable` object of this type that a view above put in the environment with
    /// ``View/environment(_:)``; the program stops with a message naming the type when none did.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        keyPath = \EnvironmentValues.[required: ObservableKey<Value>()]
    }

    /// Reads the `@Observable` object of type `T` that a view above put in the environment, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        keyPath = \EnvironmentValues.[observable: ObservableKey<T>()]
    }

    /// Reads the ``ObservableModel`` (an `ObservableObject`) of this type that a view above put in
    /// the environment with ``View/environmentObject(_:)`` (SwiftUI's `@EnvironmentObject`).
    public init() where Value: AnyObject & ObservableModel {
        keyPath = \EnvironmentValues.[requiredModel: ObservableKey<Value>()]
    }

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
