import Foundation

extension ForEach {
    /// Deletes elements with the Delete key: while an element's view, or a view inside it, is
    /// focused, Delete calls `action` with that element's offset in the data (SwiftUI's
    /// `onDelete(perform:)`, which a Mac list answers to its Delete key). The action removes the
    /// element from the data, usually with ``Swift/RangeReplaceableCollection/remove(atOffsets:)``;
    /// focus then moves on as it does for any view that leaves. nil removes the action.
    ///
    ///     List {
    ///         ForEach(favourites, id: \.self) { Text($0) }
    ///             .onDelete { favourites.remove(atOffsets: $0) }
    ///     }
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// The views of `element` at `offset`, taking the Delete key when there is a delete action.
    func views(of element: Data.Element, at offset: Int) -> ViewGroup {
        guard let deleteAction else { return content(element) }
        return ViewGroup([DeletableElement(content: content(element), offset: offset, delete: deleteAction)])
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's `remove(atOffsets:)`, what an
    /// ``ForEach/onDelete(perform:)`` action usually does with the offsets it is given).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
