/// The elements of a bound collection, each as a binding to it: what `ForEach($items) { $item in … }`
/// iterates (SwiftUI's `ForEach` over a binding).
///
/// An element's binding reads and writes the collection through the binding it came from, at
/// the element's index: a row edits its own element (`Toggle(isOn: $item.isDone)`) and the
/// collection's owner sees the whole collection written, as SwiftUI does. A write at an index the
/// collection no longer has (it shrank since the frame was built) is dropped; a read there gives
/// the element as the frame saw it.
public struct BoundElements<Base: RandomAccessCollection & MutableCollection>: RandomAccessCollection where Base.Index == Int {
    /// The bound collection.
    private let base: Binding<Base>
    /// The collection as it was when the elements were asked for (indices, and reads past a shrink).
    private let snapshot: Base

    /// The elements of the collection `base` binds.
    public init(_ base: Binding<Base>) {
        self.base = base
        snapshot = base.wrappedValue
    }

    public var startIndex: Int { snapshot.startIndex }
    public var endIndex: Int { snapshot.endIndex }

    public subscript(position: Int) -> Binding<Base.Element> {
        let base = base, seen = snapshot[position]
        return Binding(get: {
            let now = base.wrappedValue
            return now.indices.contains(position) ? now[position] : seen
        }, set: { value in
            var now = base.wrappedValue
            guard now.indices.contains(position) else { return }
            now[position] = value
            base.wrappedValue = now
        })
    }
}
