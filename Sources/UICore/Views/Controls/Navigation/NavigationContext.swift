/// What views inside a ``NavigationStack`` reach it by: the push its ``NavigationLink``s call,
/// and the destinations `navigationDestination(for:destination:)` declares, by value type.
///
/// One per stack, kept with its state; in the environment as ``EnvironmentValues/navigation``
/// (nil outside any stack). Equal only to itself, so a stack's views compare their environment
/// as unchanged from frame to frame.
public final class NavigationContext: Equatable {
    /// Pushes a value onto the stack's path (set by the stack each time it resolves).
    var pushValue: (AnyHashable) -> Void = { _ in }
    /// Pushes a view a link builds (set by the stack each time it resolves).
    var pushView: (@escaping () -> any View) -> Void = { _ in }
    /// Destination builders by the type of the value they show.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> any View] = [:]

    init() {}

    /// Declares how a value of type `V` is shown when pushed (the latest declaration wins).
    func register<V: Hashable>(_ type: V.Type, _ make: @escaping (V) -> any View) {
        destinations[ObjectIdentifier(V.self)] = { value in
            // The stack looks the builder up by the value's own type, so the cast holds.
            make(value.base as! V)
        }
    }

    /// The screen showing `value`, nil when no destination is declared for its type.
    func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }

    public static func == (a: NavigationContext, b: NavigationContext) -> Bool { a === b }
}

extension EnvironmentValues {
    /// The ``NavigationStack`` around the view (nil: none): what its links push onto.
    public var navigation: NavigationContext? {
        get { navigationContext }
        set { navigationContext = newValue }
    }
}
