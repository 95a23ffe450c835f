/// Names the slot of an `@Observable` object of type `T` in ``EnvironmentValues``, as SwiftUI's
/// `environment(_:)` and `@Environment(Library.self)` do: one object per type.
///
/// A key path needs hashable subscript arguments, which a metatype is not; this empty value,
/// one type per object type, stands for it.
public struct ObservableKey<T: AnyObject>: Hashable, Sendable {
    public init() {}
}
