/// A view's reference to a model object whose properties it hands to controls as bindings
/// (SwiftUI's `Bindable`): with `@Bindable var model: AppModel`, `$model.asksToQuit` is a
/// `Binding<Bool>` reading and writing the model's property — no hand-written
/// `Binding(get:set:)`.
///
/// Any class works. An ``ObservableModel`` is observed: a view holding it is evaluated again
/// only when an ``Observed`` property it read changed. Any other object is not: a view holding it
/// is evaluated every frame (``RetainedEvaluations``), so a write shows on the next frame the
/// write asks for (input, or the host's `setNeedsFrame()`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
    public var wrappedValue: Object

    public init(wrappedValue: Object) { self.wrappedValue = wrappedValue }

    /// A bindable reference to `object` (SwiftUI's `Bindable(model)`).
    public init(_ object: Object) { self.wrappedValue = object }

    public var projectedValue: Bindable<Object> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
