import Foundation

/// One element's views of a ``ForEach`` given ``ForEach/onDelete(perform:)``: the element's
/// node takes the Delete key (a Mac keyboard's Delete, the key above Return) while it or a
/// view inside it is focused, and hands the delete action the element's offset.
///
/// A view inside that handles Delete itself (a text field being edited) takes it first, as a
/// key press goes from the focused view up through the views around it.
struct DeletableElement: PrimitiveView {
    var content: ViewGroup
    var offset: Int
    var delete: (IndexSet) -> Void

    func makeNode(in context: ResolveContext) -> Node {
        let node = context.resolve(content)
        let offset = offset, delete = delete
        node.keyPressActions.append(KeyPressAction(keys: [.delete], phases: .down) { _ in
            delete(IndexSet(integer: offset))
            return .handled
        })
        // Changed after its views resolved: a kept view copies the node rather than sharing it.
        node.markChangedAfterResolve()
        return node
    }
}
