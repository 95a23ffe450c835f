/// SwiftUI's `ObservableObject` (Combine's observation), written here as ``ObservableModel``:
/// a class whose `@Published` properties the views that read them see change.
///
///     final class Player: ObservableObject {
///         @Published var isPlaying = false
///     }
///
/// There is no `objectWillChange` publisher (no Combine): a change shows through the
/// `@Published` property written.
public typealias ObservableObject = ObservableModel

/// SwiftUI's `@Published`, written here as ``Observed``: a property of an ``ObservableObject``
/// whose writes re-evaluate the views that read it. `$property` is no publisher (no Combine).
public typealias Published = Observed

/// SwiftUI's `@ObservedObject`, written here as ``Bindable``: a view's reference to an
/// ``ObservableObject`` it is given; `$model.property` is a binding to one of its properties.
public typealias ObservedObject = Bindable

/// SwiftUI's `@StateObject`, written here as ``State``: an ``ObservableObject`` a view makes and
/// keeps for as long as it is shown; `$model.property` is a binding to one of its properties.
///
/// The object's initial value is made each time the view is (and only the first one kept),
/// where SwiftUI makes it once: keep its `init` free of work, and start loads from `.task`.
public typealias StateObject = State

/// SwiftUI's `@EnvironmentObject`, written here as ``Environment``: reads the
/// ``ObservableObject`` of its type that a view above put in the environment with
/// ``View/environmentObject(_:)``; the program stops with a message naming the type when none did.
public typealias EnvironmentObject = Environment
