/// A view that draws a display list recorded elsewhere (a widget archive made in another
/// process), at its own origin and size, without running the views that recorded it.
///
/// The host of an archived widget shows it with `RecordedDrawing(archive.content)`; layout
/// treats it as a fixed-size box, and the display-list builder splices its items in.
public struct RecordedDrawing: PrimitiveView {
    /// Node attribute carrying the recorded list (read by ``DisplayListBuilder``).
    public enum Key: ViewAttributeKey { public typealias Value = DisplayList }

    public var list: DisplayList

    /// Draws `list` (its items in its own coordinates, `list.size` big).
    public init(_ list: DisplayList) { self.list = list }

    public func makeNode(in context: ResolveContext) -> Node {
        let node = Node(.frame(FrameSpec(width: list.size.width, height: list.size.height)), environment: context.environment)
        node[Key.self] = list
        return node
    }
}
