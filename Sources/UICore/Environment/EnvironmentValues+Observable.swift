import Observation

extension EnvironmentValues {
    /// The `@Observable` object of type `T` a view above put in the environment with
    /// ``View/environment(_:)``, or nil.
    public subscript<T: AnyObject & Observable>(observable key: ObservableKey<T>) -> T? {
        get { storage[ObjectIdentifier(ObservableKey<T>.self)] as? T }
        set { storage[ObjectIdentifier(ObservableKey<T>.self)] = newValue }
    }

    /// The `@Observable` object of type `T` a view above put in the environment; a view asking
    /// for one no view above provided stops the program with a message saying so, as SwiftUI's
    /// `@Environment(T.self)` does (it is a mistake in the program, not in its input).
    /// The ``ObservableModel`` (an `ObservableObject`) of type `T` a view above put in the
    /// environment with ``View/environmentObject(_:)``, or nil.
    public subscript<T: AnyObject & ObservableModel>(model key: ObservableKey<T>) -> T? {
        get { storage[ObjectIdentifier(ObservableKey<T>.self)] as? T }
        set { storage[ObjectIdentifier(ObservableKey<T>.self)] = newValue }
    }

    /// The ``ObservableModel`` (an `ObservableObject`) of type `T` a view above put in the
    /// environment with ``View/environmentObject(_:)``; a view asking for one no view above
    /// provided stops the program with a message saying so, as SwiftUI's `@EnvironmentObject` does.
    public subscript<T: AnyObject & ObservableModel>(requiredModel key: ObservableKey<T>) -> T {
        guard let object = self[model: key] else {
            fatalError("No ObservableObject of type \(T.self) in the environment: put one there with .environmentObject(object) on a view above the one reading it")
        }
        return object
    }

    public subscript<T: AnyObject & Observable>(required key: ObservableKey<T>) -> T {
        guard let object = self[observable: key] else {
            fatalError("No @Observable object of type \(T.self) in the environment: put one there with .environment(object) on a view above the one reading it")
        }
        return object
    }
}
