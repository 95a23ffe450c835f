/// A key for a value that focused views publish (`focusedValue`, `focusedSceneValue`) and
/// commands read (`@FocusedValue`, `@FocusedBinding`).
public protocol FocusedValueKey {
    /// The published value's type.
    associatedtype Value
}
