/// Where an element sits in the collection a `ForEach` (lazy or not) built it from: readers say
/// it after the element ("Tiramisu, 30 minutes, button, 3 of 11"), as VoiceOver gives a
/// position in lists, tables and tab bars.
public struct CollectionPosition: Hashable, Sendable {
    /// The element's place, from 1.
    public var index: Int
    /// How many elements the collection has (a lazy one's whole count, built or not).
    public var count: Int

    public init(index: Int, count: Int) { self.index = index; self.count = count }

    /// "3 of 11".
    public var spoken: String { "\(index) of \(count)" }

    /// "3 of 11" in `environment`'s language.
    public func spoken(in environment: EnvironmentValues) -> String { environment.localized("\(index) of \(count)") }

    /// Node attribute key: on the root node of each element a `ForEach` built.
    public enum Key: ViewAttributeKey { public typealias Value = CollectionPosition }

    /// The position of the element holding the view at the end of `path` (root first): the
    /// nearest `ForEach` element around it, in a collection of two or more; nil otherwise.
    public static func of(path: [Node]) -> CollectionPosition? {
        path.reduce(nil) { outer, node in inside(node, outer: outer) }
    }

    /// The position of what is inside `node`, when the views around it have `outer`: the
    /// nearest `ForEach` element decides (a collection of one gives none).
    public static func inside(_ node: Node, outer: CollectionPosition?) -> CollectionPosition? {
        guard let position = node[Key.self] else { return outer }
        return position.count > 1 ? position : nil
    }
}
