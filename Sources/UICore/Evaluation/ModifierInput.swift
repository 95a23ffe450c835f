/// One value a modifier declared as its input (``ModifierInputs``), compared by its own type's
/// `==` without the standard library's `AnyHashable` (``TypedModifierInput`` holds it).
///
/// `AnyHashable`'s `==` casts one side to the other's type through `Any` and looks up an
/// optional's metadata on the way: about 1,900 instructions a value on this toolchain
/// (callgrind, a recipe tile's modifier chain, nine declared values, compared on every focus
/// move for each of the twelve tiles in view). A box compares in a few dozen: the left value
/// asks the right box whether it holds a value of its type, by metatype identity, and equal to it.
protocol ModifierInput: AnyObject {
    /// The value as an `AnyHashable` (``ModifierInputs/values``).
    var anyHashable: AnyHashable { get }
    /// Whether `other` holds a value equal to this one's.
    func isEqual(to other: any ModifierInput) -> Bool
    /// Whether this box holds a value of type `T` equal to the one at `value`.
    func holds<T>(_ value: UnsafePointer<T>, of type: T.Type) -> Bool
    /// Feeds the value, and its type, to `hasher`.
    func hash(into hasher: inout Hasher)
}
